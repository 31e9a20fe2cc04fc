import { describe, expect, it } from 'vitest';
import { freePlaces } from '../../../src/domain/membership/membership';
import {
  checkDemoFamilyCode,
  familyWithAdded,
  familyWithEdited,
  familyWithRemoved,
  planMembership,
  planRole,
} from '../../../src/domain/membership/planMembership';

const NOW = new Date('2026-03-10T18:00:00.000Z');

const payment = {
  paymentId: 'p1',
  plan: 'familiar',
  familySize: 3,
  frequency: 'monthly',
  paymentDate: '2026-03-01T00:00:00.000Z',
  nextPaymentDate: '2026-04-01T00:00:00.000Z',
};

// As a payment writes it: the holder first, then the family (src/domain/membership/payment.ts).
const holder = {
  id: 'ana-id',
  email: 'ana@example.com',
  user_metadata: {
    name: 'Ana López García',
    curp: 'LOGA800101MDFPRN09',
    activation_code: null,
    familyId: 'FAM-7C1E3A52',
    paymentDetails: payment,
    familyMembers: [
      { name: 'Ana López García', curp: 'LOGA800101MDFPRN09' },
      { name: 'Pedro López' },
      { id: 'lucia', name: 'Lucía López', curp: 'LOLU100101MDFPRC01', birthDate: '2010-01-01' },
    ],
  },
};

describe('planRole: who holds the plan', () => {
  it('someone who paid and joined no family is the holder', () => {
    expect(planRole(holder)).toBe('holder');
  });

  it('a new member without a code is the holder of their (pending) plan', () => {
    expect(planRole({ user_metadata: { name: 'Luis' } })).toBe('holder');
    expect(planRole(null)).toBe('holder');
  });

  it('someone who joined with a family code and has no payment of their own is a member', () => {
    expect(planRole({ user_metadata: { activation_code: 'fam-7c1e3a52' } })).toBe('member');
  });

  it('a member who sees the holder’s payment (same family code) is still a member', () => {
    expect(
      planRole({
        user_metadata: {
          activation_code: 'FAM-7C1E3A52',
          familyId: 'FAM-7C1E3A52',
          paymentDetails: payment,
        },
      }),
    ).toBe('member');
  });

  it('someone who joined a family and then paid a plan of their own is its holder', () => {
    expect(
      planRole({
        user_metadata: {
          activation_code: 'FAM-7C1E3A52',
          familyId: 'FAM-99',
          paymentDetails: payment,
        },
      }),
    ).toBe('holder');
  });

  it('a business code (EMP-) does not make anyone a family member', () => {
    expect(planRole({ user_metadata: { activation_code: 'EMP-ACME' } })).toBe('holder');
  });
});

describe('planMembership: demo mode’s membership in the shape of my_membership()', () => {
  it('the holder first, then the family; plan, size, due date, code and the uses', () => {
    expect(planMembership(holder, { medico_domicilio: 1 }, NOW)).toEqual({
      status: 'active',
      role: 'holder',
      plan: 'familiar',
      family_size: 3,
      frequency: 'monthly',
      next_payment_date: '2026-04-01T00:00:00.000Z',
      family_code: 'FAM-7C1E3A52',
      family_code_expires_at: null,
      members: [
        { id: 'ana-id', name: 'Ana López García', role: 'holder' },
        { id: 'miembro-1', name: 'Pedro López', role: 'member' },
        {
          id: 'lucia',
          name: 'Lucía López',
          role: 'member',
          curp: 'LOLU100101MDFPRC01',
          birthDate: '2010-01-01',
        },
      ],
      uses: { medico_domicilio: 1 },
    });
  });

  it('a holder who renamed themselves is listed once, by the new name', () => {
    const renamed = {
      ...holder,
      user_metadata: { ...holder.user_metadata, name: 'Ana María López' },
    };
    expect(planMembership(renamed, {}, NOW).members.map((person) => person.name)).toEqual([
      'Ana María López',
      'Pedro López',
      'Lucía López',
    ]);
  });

  it('the status follows the due date by the terms', () => {
    expect(planMembership(holder, {}, new Date('2026-04-05T00:00:00.000Z')).status).toBe(
      'suspended',
    );
  });

  const joiner = {
    id: 'luis-id',
    email: 'luis@example.com',
    user_metadata: { name: 'Luis López', activation_code: 'FAM-7C1E3A52' },
  };

  // The holder of a plan for 4: Ana, Pedro and Lucía, and a place for one more.
  const roomy = {
    ...holder,
    user_metadata: { ...holder.user_metadata, paymentDetails: { ...payment, familySize: 4 } },
  };

  it('a family member sees the plan of the holder whose account is on this phone, read-only', () => {
    expect(planMembership(joiner, { video_consulta: 1 }, NOW, [roomy, joiner])).toMatchObject({
      status: 'active',
      role: 'member',
      plan: 'familiar',
      family_size: 4,
      next_payment_date: '2026-04-01T00:00:00.000Z',
      family_code: 'FAM-7C1E3A52',
      members: [
        { id: 'ana-id', role: 'holder' },
        { name: 'Pedro López', role: 'member' },
        { name: 'Lucía López', role: 'member' },
        { id: 'luis-id', name: 'Luis López', role: 'member', kind: 'joined' },
      ],
      uses: { video_consulta: 1 },
    });
  });

  it('the holder counts the accounts of this phone that joined with the code', () => {
    const view = planMembership(roomy, {}, NOW, [roomy, joiner]);
    expect(view.members.map((person) => person.name)).toEqual([
      'Ana López García',
      'Pedro López',
      'Lucía López',
      'Luis López',
    ]);
    expect(freePlaces(view)).toBe(0);
  });

  it('a code with no holder on this phone is no joined state: no plan, no role, nobody listed', () => {
    expect(planMembership(joiner, {}, NOW)).toMatchObject({
      status: 'pending',
      role: null,
      plan: null,
      family_code: null,
      members: [],
    });
    const stale = {
      ...joiner,
      user_metadata: { ...joiner.user_metadata, familyId: 'FAM-7C1E3A52', paymentDetails: payment },
    };
    expect(planMembership(stale, {}, NOW, [stale]).role).toBeNull();
  });

  it('demo codes: a made-up code and a code from another phone are unknown, a full plan is full', () => {
    expect(checkDemoFamilyCode('FAM-INVENTADO', [holder], NOW)).toBe('unknown');
    expect(checkDemoFamilyCode('FAM-7C1E3A52', [], NOW)).toBe('unknown');
    expect(checkDemoFamilyCode('fam-7c1e3a52', [roomy], NOW)).toBe('ok');
    expect(checkDemoFamilyCode('FAM-7C1E3A52', [roomy, joiner], NOW)).toBe('full');
    expect(checkDemoFamilyCode('FAM-7C1E3A52', [holder], NOW)).toBe('full');
    const individual = {
      ...holder,
      user_metadata: {
        ...holder.user_metadata,
        paymentDetails: { ...payment, plan: 'individual' },
      },
    };
    expect(checkDemoFamilyCode('FAM-7C1E3A52', [individual], NOW)).toBe('unknown');
  });

  it('someone without a plan has no role and nobody listed; nobody signed in has nothing', () => {
    expect(planMembership({ id: 'luis', user_metadata: { name: 'Luis' } }, {}, NOW)).toMatchObject({
      status: 'pending',
      role: null,
      plan: null,
      members: [],
      family_code: null,
      family_code_expires_at: null,
    });
    expect(planMembership(null, {}, NOW).role).toBeNull();
  });

  it('names someone without a name by e-mail, and leaves a nameless entry without one', () => {
    const user = {
      id: 'x',
      email: 'sin.nombre@example.com',
      user_metadata: {
        paymentDetails: payment,
        familyMembers: [{ name: '' }, { name: '  ' }, 'no'],
      },
    };
    expect(planMembership(user, {}, NOW).members.map((person) => person.name)).toEqual([
      'sin.nombre@example.com',
      '',
    ]);
  });
});

describe('the family list’s edits (demo mode)', () => {
  const person = { name: ' Sofía López ', curp: 'lose150101mdfpfa01', birthDate: '2015-01-01' };

  it('adds at the end, with an id, the CURP upper-cased, the holder refreshed first', () => {
    const renamed = { ...holder, user_metadata: { ...holder.user_metadata, name: 'Ana María' } };
    const family = familyWithAdded(renamed, person, 'nuevo');
    expect(family[0]).toEqual({ name: 'Ana María', curp: 'LOGA800101MDFPRN09' });
    expect(family.slice(1).map((entry) => entry.id)).toEqual(['miembro-1', 'lucia', 'nuevo']);
    expect(family[3]).toEqual({
      id: 'nuevo',
      name: 'Sofía López',
      curp: 'LOSE150101MDFPFA01',
      birthDate: '2015-01-01',
    });
  });

  it('edits one person in place and removes one by id', () => {
    const edited = familyWithEdited(holder, 'miembro-1', person);
    expect(edited.map((entry) => entry.name)).toEqual([
      'Ana López García',
      'Sofía López',
      'Lucía López',
    ]);
    const afterEdit = {
      ...holder,
      user_metadata: { ...holder.user_metadata, familyMembers: edited },
    };
    expect(planMembership(afterEdit, {}, NOW).members[1]).toMatchObject({ id: 'miembro-1' });
    expect(familyWithRemoved(holder, 'lucia').map((entry) => entry.name)).toEqual([
      'Ana López García',
      'Pedro López',
    ]);
  });
});
