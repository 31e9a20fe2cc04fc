import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccountsSlice } from '../../../src/auth/demoAccountsSlice';
import {
  createDemoBackend,
  DEMO_MISSING_CREDENTIALS,
  type DemoDependencies,
} from '../../../src/auth/demoBackend';
import { DemoAuthError } from '../../../src/auth/demoAuthError';
import { demoCredentialsSlice } from '../../../src/auth/demoCredentialsSlice';
import { takeSignInNotice } from '../../../src/auth/demoSignInNotice';
import { demoUserSlice } from '../../../src/auth/demoUserSlice';
import { medicinesSlice } from '../../../src/state/medicines';
import { memberData } from '../../../src/state/memberData';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

let ids = 0;
const answers: boolean[] = [];
let asked = 0;
const deps: Partial<DemoDependencies> = {
  now: () => new Date('2026-11-21T10:00:00Z'),
  uuid: () => `3f2a9c1b-7d4e-4a8b-9c0d-${String(++ids).padStart(12, '0')}`,
  passwordIterations: 1_000,
  askAboutLeftoverData: async () => {
    asked += 1;
    return answers.shift() ?? false;
  },
};

const registration = {
  name: 'María José Pérez',
  email: 'maria@example.com',
  password: 'secreto',
  activationCode: 'emp-1234',
};
const otherRegistration = { name: 'Luis Ruiz', email: 'luis@example.com', password: 'otraclave' };
const losartan = { id: 'med-1', name: 'Losartán', dose: '50 mg', time: '08:00', taken: false };

const medicineNames = (): string[] => medicinesSlice().state.value.map((m) => m.name);

describe('the demo auth back-end', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    ids = 0;
    asked = 0;
    answers.length = 0;
    storage = new MemoryStorage();
    startPersistence({ storage, addStorageListener: () => () => undefined });
  });

  afterEach(async () => {
    // The slices live for the whole module, as in the app; empty them so tests stay independent.
    demoUserSlice().state.value = null;
    demoAccountsSlice().state.value = [];
    demoCredentialsSlice().state.value = [];
    for (const entry of memberData) entry.slice().state.value = entry.initial();
    takeSignInNotice();
    await flushSubscriptions();
    stopPersistence();
  });

  const stored = (key: string): unknown => JSON.parse(storage.getItem(key) ?? 'null');

  it('creates the account in vita-user with the spec User shape', async () => {
    const backend = createDemoBackend(deps);
    const { user, needsEmailConfirmation } = await backend.signUp(registration);
    await flushSubscriptions();
    expect(needsEmailConfirmation).toBe(false);
    expect(user).toEqual({
      id: '3f2a9c1b-7d4e-4a8b-9c0d-000000000001',
      email: 'maria@example.com',
      aud: 'authenticated',
      created_at: '2026-11-21T10:00:00.000Z',
      app_metadata: { provider: 'email' },
      user_metadata: {
        name: 'María José Pérez',
        alias: 'María',
        vita_card_id: 'VITA-3F2A9C1B',
        activation_code: 'EMP-1234',
        planStatus: 'pending',
      },
    });
    expect(stored('vita-user')).toEqual(user);
  });

  describe('a family code (issue 43): only a plan paid on an account of this phone, with room', () => {
    const holder = {
      id: 'ana-id',
      email: 'ana@example.com',
      aud: 'authenticated',
      created_at: '2026-11-01T10:00:00.000Z',
      app_metadata: { provider: 'email' },
      user_metadata: {
        name: 'Ana López',
        familyId: 'FAM-7C1E3A52',
        familyMembers: [{ name: 'Ana López' }, { name: 'Pedro López' }],
        paymentDetails: {
          paymentId: 'PAY-1',
          plan: 'familiar',
          familySize: 3,
          frequency: 'monthly',
          totalAmount: 507.45,
          paymentDate: '2026-11-20T10:00:00.000Z',
          nextPaymentDate: '2026-12-20T10:00:00.000Z',
        },
      },
    };
    const joining = { ...registration, activationCode: 'fam-7c1e3a52' };

    it('refuses a made-up code and creates no account', async () => {
      const backend = createDemoBackend(deps);
      await expect(backend.signUp({ ...registration, activationCode: 'FAM-1234' })).rejects.toThrow(
        'El código ingresado no es válido o ha expirado.',
      );
      expect(demoAccountsSlice().state.value).toEqual([]);
      expect(demoUserSlice().state.value).toBeNull();
    });

    it('lets someone join a plan with room, and refuses the next one once it is full', async () => {
      demoAccountsSlice().state.value = [holder];
      const backend = createDemoBackend(deps);
      const { user } = await backend.signUp(joining);
      expect(user?.user_metadata.activation_code).toBe('FAM-7C1E3A52');
      await backend.signOut();
      await expect(
        backend.signUp({ ...otherRegistration, activationCode: 'FAM-7C1E3A52' }),
      ).rejects.toThrow('Ese plan familiar ya está completo.');
      expect(demoAccountsSlice().state.value.map((account) => account.email)).toEqual([
        'ana@example.com',
        'maria@example.com',
      ]);
    });
  });

  it('stores a verifier for the password, never the password', async () => {
    await createDemoBackend(deps).signUp(registration);
    await flushSubscriptions();
    expect([...storage.items.values()].join('\n')).not.toContain('secreto');
    expect(stored('vita365_demo_credentials')).toEqual([
      {
        accountId: '3f2a9c1b-7d4e-4a8b-9c0d-000000000001',
        verifier: {
          algorithm: 'PBKDF2-SHA-256',
          iterations: 1_000,
          salt: expect.any(String),
          derivedKey: expect.any(String),
        },
      },
    ]);
  });

  it('refuses a demo login without e-mail or password', async () => {
    const backend = createDemoBackend(deps);
    await expect(backend.signIn({ email: '', password: 'x' })).rejects.toThrow(
      DEMO_MISSING_CREDENTIALS,
    );
    await expect(backend.signIn({ email: 'a@b.mx', password: '' })).rejects.toThrow(
      'Por favor, introduce email y contraseña.',
    );
  });

  it('refuses an unknown e-mail with a way to register, and creates no account', async () => {
    const backend = createDemoBackend(deps);
    const refusal = backend.signIn({ email: 'visita@example.com', password: 'secreto' });
    await expect(refusal).rejects.toThrow(
      'No hay ninguna cuenta con este correo en este teléfono.',
    );
    await expect(refusal).rejects.toMatchObject({ suggestion: 'register' });
    expect(demoAccountsSlice().state.value).toEqual([]);
    expect(await backend.restoreSession()).toBeNull();
  });

  it('refuses a wrong password and lets the right one in', async () => {
    const backend = createDemoBackend(deps);
    const { user } = await backend.signUp(registration);
    await backend.signOut();
    await expect(
      backend.signIn({ email: 'maria@example.com', password: 'secreta' }),
    ).rejects.toThrow('Credenciales incorrectas. Inténtalo de nuevo.');
    expect(await backend.restoreSession()).toBeNull();
    const again = await backend.signIn({ email: ' MARIA@example.com ', password: 'secreto' });
    expect(again.id).toBe(user?.id);
  });

  it('forgets the session on sign-out', async () => {
    const backend = createDemoBackend(deps);
    await backend.signUp(registration);
    await backend.signOut();
    await flushSubscriptions();
    expect(await backend.restoreSession()).toBeNull();
    expect(storage.getItem('vita-user')).toBeNull();
  });

  it('brings the registered account back, with its changes, at the next sign-in', async () => {
    const backend = createDemoBackend(deps);
    const { user } = await backend.signUp(registration);
    await backend.updateUserMetadata({ phone: '5512345678' });
    await backend.signOut();
    const again = await backend.signIn(registration);
    expect(again.id).toBe(user?.id);
    expect(again.user_metadata).toMatchObject({
      name: 'María José Pérez',
      vita_card_id: 'VITA-3F2A9C1B',
      phone: '5512345678',
    });
  });

  it('refuses to register an e-mail that has an account, and leaves that account as it was', async () => {
    const backend = createDemoBackend(deps);
    const { user } = await backend.signUp(registration);
    await backend.updateUserMetadata({ planStatus: 'active' });
    await backend.signOut();
    await flushSubscriptions();
    const before = storage.getItem('vita365_demo_accounts');
    const credentials = storage.getItem('vita365_demo_credentials');
    const refusal = backend.signUp({ ...registration, name: 'Otra Persona', password: 'nueva1' });
    await expect(refusal).rejects.toThrow('Ya existe una cuenta con este correo.');
    await expect(refusal).rejects.toBeInstanceOf(DemoAuthError);
    await expect(refusal).rejects.toMatchObject({ suggestion: 'signIn' });
    await flushSubscriptions();
    expect(storage.getItem('vita365_demo_accounts')).toBe(before);
    expect(storage.getItem('vita365_demo_credentials')).toBe(credentials);
    const again = await backend.signIn(registration);
    expect(again.id).toBe(user?.id);
    expect(again.user_metadata).toMatchObject({ planStatus: 'active', name: 'María José Pérez' });
  });

  it('lets an account made before passwords set its password at the first sign-in, and says so', async () => {
    const older = {
      id: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
      email: 'ana.lopez@example.com',
      user_metadata: { name: 'Ana López', alias: 'Ana' },
    };
    demoAccountsSlice().state.value = [older];
    const backend = createDemoBackend(deps);
    const user = await backend.signIn({ email: older.email, password: 'primera1' });
    expect(user.id).toBe(older.id);
    expect(takeSignInNotice()).toMatch(/desde ahora, la que acabas de escribir es tu contraseña/);
    await backend.signOut();
    await expect(backend.signIn({ email: older.email, password: 'otra' })).rejects.toThrow(
      'Credenciales incorrectas. Inténtalo de nuevo.',
    );
    expect((await backend.signIn({ email: older.email, password: 'primera1' })).id).toBe(older.id);
    expect(takeSignInNotice()).toBeNull();
  });

  it("keeps each account's medicines apart on a shared phone", async () => {
    const backend = createDemoBackend(deps);
    await backend.signUp(registration);
    medicinesSlice().state.value.push(losartan);
    await backend.signOut();
    expect(medicineNames()).toEqual([]);

    await backend.signUp(otherRegistration);
    expect(medicineNames()).toEqual([]);
    medicinesSlice().state.value.push({ ...losartan, id: 'med-2', name: 'Metformina' });
    await backend.signOut();

    await backend.signIn(registration);
    expect(medicineNames()).toEqual(['Losartán']);
    await flushSubscriptions();
    expect(stored('vita365_medicines')).toEqual([losartan]);
    expect(
      [...storage.items.keys()].filter((key) => key.startsWith('vita365_account_data:')),
    ).toHaveLength(1);
    expect(asked).toBe(0);
  });

  it("'Probar sin registrarte' is the spec's demo member, with data of its own", async () => {
    const backend = createDemoBackend(deps);
    await backend.signUp(registration);
    medicinesSlice().state.value.push(losartan);
    await backend.signOut();

    const guest = await backend.signInAsGuest?.();
    expect(guest?.user_metadata).toMatchObject({ name: 'Usuario Demo', alias: 'Demo' });
    expect(medicineNames()).toEqual([]);
    medicinesSlice().state.value.push({ ...losartan, id: 'med-9', name: 'Paracetamol' });
    await backend.signOut();

    const again = await backend.signInAsGuest?.();
    expect(again?.id).toBe(guest?.id);
    expect(medicineNames()).toEqual(['Paracetamol']);
    await backend.signOut();
    // The demo member cannot be reached by e-mail, and its e-mail stays free to register.
    await expect(
      backend.signIn({ email: guest?.email ?? '', password: 'cualquiera' }),
    ).rejects.toMatchObject({ suggestion: 'register' });
    expect((await backend.signIn(registration)).id).not.toBe(guest?.id);
    expect(medicineNames()).toEqual(['Losartán']);
  });

  it('asks the first account to sign in whether data older than accounts is theirs', async () => {
    medicinesSlice().state.value = [losartan];
    const backend = createDemoBackend(deps);
    answers.push(false);
    await backend.signUp(otherRegistration);
    expect(asked).toBe(1);
    expect(medicineNames()).toEqual([]);
    await backend.signOut();

    // Not asked again once it said no; the next account is asked and says yes.
    await backend.signIn(otherRegistration);
    expect(asked).toBe(1);
    await backend.signOut();
    answers.push(true);
    await backend.signUp(registration);
    expect(asked).toBe(2);
    expect(medicineNames()).toEqual(['Losartán']);
    await backend.signOut();
    await backend.signIn(registration);
    expect(medicineNames()).toEqual(['Losartán']);
    expect(asked).toBe(2);
  });

  it('keeps the data of a member signed in before accounts existed as theirs, without asking', async () => {
    demoUserSlice().state.value = {
      id: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
      email: 'ana.lopez@example.com',
      user_metadata: { name: 'Ana López', alias: 'Ana' },
    };
    medicinesSlice().state.value = [losartan];
    const backend = createDemoBackend(deps);
    expect((await backend.restoreSession())?.email).toBe('ana.lopez@example.com');
    expect(medicineNames()).toEqual(['Losartán']);
    await backend.signOut();
    expect(medicineNames()).toEqual([]);
    await backend.signIn({ email: 'ana.lopez@example.com', password: 'primera1' });
    expect(medicineNames()).toEqual(['Losartán']);
    expect(asked).toBe(0);
  });

  it('updates the signed-in member and refuses an update without a session', async () => {
    const backend = createDemoBackend(deps);
    await expect(backend.updateUserMetadata({ phone: '1' })).rejects.toThrow(
      'No hay una sesión activa.',
    );
    await backend.signUp(registration);
    const updated = await backend.updateUserMetadata({ curp: 'PEMJ800101MDFRRR09' });
    await flushSubscriptions();
    expect(updated.user_metadata.curp).toBe('PEMJ800101MDFRRR09');
    expect(stored('vita-user')).toEqual(updated);
  });

  it('tells its listener when the session changes', async () => {
    const backend = createDemoBackend(deps);
    const seen: Array<string | null> = [];
    const stop = backend.onUserChange((user) => seen.push(user?.email ?? null));
    await backend.signUp(registration);
    await flushSubscriptions();
    await backend.signOut();
    await flushSubscriptions();
    stop();
    expect(seen).toEqual(['maria@example.com', null]);
  });
});
