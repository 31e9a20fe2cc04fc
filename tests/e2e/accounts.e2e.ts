// Local accounts on a family's shared phone, no backend (issue 28): passwords are checked, an
// account is never overwritten, and each member's data is kept apart. One browser context: one phone.
import type { Page } from '@playwright/test';
import { expectAccessible, seedStorage } from './support/checkup';
import { measurements, savedPdf } from './support/report';
import { expect, signOut, test, toast } from './support/test';

interface Member {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

const ana: Member = {
  name: 'Ana Torres Vega',
  email: 'ana.torres@example.com',
  password: 'ana-clave1',
};
const beto: Member = {
  name: 'Beto Torres Vega',
  email: 'beto.torres@example.com',
  password: 'beto-clave1',
};

const DEMO_NOTE =
  'Modo de demostración: tu cuenta y tus datos se guardan solo en este teléfono y no se envían a ningún lado.';

async function register(page: Page, member: Member): Promise<void> {
  await page.goto('/register');
  await expect(page.getByText(DEMO_NOTE)).toBeVisible();
  await page.getByLabel('Nombre completo').fill(member.name);
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByLabel('Confirmar contraseña').fill(member.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByText(DEMO_NOTE)).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function addMedicine(page: Page, name: string): Promise<void> {
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar medicina' });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Dosis').fill('50 mg');
  await form.getByLabel('Hora').fill('08:00');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toHaveCount(0);
  await expect(toast(page, 'Medicina agregada')).toBeVisible();
}

async function saveVitals(page: Page, systolic: string, diastolic: string): Promise<void> {
  await page.goto('/mi-chequeo/vitals');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Presión sistólica').fill(systolic);
  await field('Presión diastólica').fill(diastolic);
  await field('Pulso').fill('80');
  await page.getByRole('button', { name: 'Analizar' }).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page).toHaveURL(/\/mi-chequeo$/);
  await expect(toast(page, '¡Guardado!')).toBeVisible();
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

// One phone, two members, in two tests that each stay under 20 s (issue 41): what each member sees,
// then the passwords and the e-mail that cannot be registered twice.
test('two members on one phone: neither sees the other’s data, in the app or in the report', async ({
  page,
}) => {
  // A registers, adds a medicine and a measurement, and signs out.
  await register(page, ana);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessible(page);
  await addMedicine(page, 'Losartán');
  await expectAccessible(page);
  await saveVitals(page, '185', '95');
  await expect(page.getByText('Alerta: Crisis Hipertensiva')).toBeVisible();
  await expectAccessible(page);
  await signOut(page);
  await expectAccessible(page);
  expect(await stored(page, 'vita365_medicines')).not.toContain('Losartán');
  expect(await stored(page, 'vita-measurements')).not.toContain('185/95');

  // B registers and sees none of A's data; B's health report has none of it.
  await register(page, beto);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('B');
  await page.goto('/agenda');
  await expect(page.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
  await expect(page.getByText('Losartán')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/mi-chequeo');
  await expect(page.getByText('Aún no tienes mediciones registradas.')).toBeVisible();
  await expectAccessible(page);
  await saveVitals(page, '118', '76');
  await expect(page.getByText('Crisis Hipertensiva')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Informe para tu médico' })
    .getByRole('button', { name: 'Descargar informe' })
    .click();
  const report = await savedPdf(await downloading);
  expect(report.text).toContain('Informe de salud');
  expect(report.text).toContain(beto.name);
  expect(report.text).toContain('118/76');
  expect(report.text).not.toContain('185/95');
  expect(report.text).not.toContain('Crisis Hipertensiva');
  expect(report.text).not.toContain(ana.name);
  expect(report.text).not.toContain('Losartán');
  await expectAccessible(page);
});

test('two members on one phone: a wrong password is refused, the right one brings the member’s data back, and an e-mail is never registered twice', async ({
  page,
}) => {
  // A registers and adds a medicine; B registers after A has signed out.
  await register(page, ana);
  await expect(page).toHaveURL(/\/dashboard$/);
  await addMedicine(page, 'Losartán');
  await signOut(page);
  await register(page, beto);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  // A with B's password is refused; with the right one, A's data is back.
  await signIn(page, ana.email, beto.password);
  await expect(toast(page, 'Error de inicio de sesión')).toContainText(
    'Credenciales incorrectas. Inténtalo de nuevo.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(JSON.parse((await stored(page, 'vita-user')) ?? 'null')).toBeNull();
  await expectAccessible(page);
  await signIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('A');
  await page.goto('/agenda');
  await expect(page.getByText('Losartán', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const anaUser = await stored(page, 'vita-user');
  await signOut(page);

  // Registering A's e-mail again is refused, with a way to sign in; A's account is unchanged.
  const accounts = await stored(page, 'vita365_demo_accounts');
  const credentials = await stored(page, 'vita365_demo_credentials');
  await register(page, { name: 'Otra Persona', email: ana.email, password: 'otra-clave1' });
  await expect(toast(page, 'Error de Registro')).toContainText(
    'Ya existe una cuenta con este correo.',
  );
  await expect(page).toHaveURL(/\/register$/);
  await expectAccessible(page);
  expect(await stored(page, 'vita365_demo_accounts')).toBe(accounts);
  expect(await stored(page, 'vita365_demo_credentials')).toBe(credentials);
  await page.getByRole('link', { name: 'Inicia sesión' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await stored(page, 'vita-user')).toBe(anaUser);
});

test('an unknown e-mail is refused with a link to register, and no account is made', async ({
  page,
}) => {
  await signIn(page, 'visita@example.com', 'secreto1');
  await expect(toast(page, 'Error de inicio de sesión')).toContainText(
    'No hay ninguna cuenta con este correo en este teléfono.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'vita-user')).toBeNull();
  expect(await stored(page, 'vita365_demo_accounts')).toBeNull();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Crea una cuenta' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('‘Probar sin registrarte’ signs in as the demo member, whose data is its own', async ({
  page,
}) => {
  await register(page, ana);
  await expect(page).toHaveURL(/\/dashboard$/);
  await addMedicine(page, 'Losartán');
  await signOut(page);

  await page.getByRole('button', { name: 'Probar sin registrarte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('D');
  expect(JSON.parse((await stored(page, 'vita-user')) ?? 'null')).toMatchObject({
    user_metadata: { name: 'Usuario Demo', alias: 'Demo' },
  });
  await page.goto('/agenda');
  await expect(page.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
  await addMedicine(page, 'Paracetamol');
  await expectAccessible(page);
  await signOut(page);

  await signIn(page, ana.email, ana.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/agenda');
  await expect(page.getByText('Losartán', { exact: true })).toBeVisible();
  await expect(page.getByText('Paracetamol')).toHaveCount(0);
  await signOut(page);
  await page.getByRole('button', { name: 'Probar sin registrarte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/agenda');
  await expect(page.getByText('Paracetamol', { exact: true })).toBeVisible();
  await expect(page.getByText('Losartán')).toHaveCount(0);
});

test('data from before accounts goes to the first account that says it is theirs', async ({
  page,
}) => {
  await seedStorage(page, {
    vita365_medicines: [
      { id: 'med-1', name: 'Losartán', dose: '50 mg', time: '08:00', taken: false },
    ],
  });
  await register(page, beto);
  const question = page.getByRole('alertdialog', { name: '¿Estos datos son tuyos?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'No son míos' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/agenda');
  await expect(page.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
  await signOut(page);

  await register(page, ana);
  await question.getByRole('button', { name: 'Sí, son míos' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/agenda');
  await expect(page.getByText('Losartán', { exact: true })).toBeVisible();
  await signOut(page);
  await signIn(page, beto.email, beto.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(question).toHaveCount(0);
  await page.goto('/agenda');
  await expect(page.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
});

test('an account made before passwords sets its password at the first sign-in, and is told so', async ({
  page,
}) => {
  await seedStorage(page, {
    vita365_demo_accounts: [
      {
        id: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
        email: 'ana.lopez@example.com',
        user_metadata: { name: 'Ana López García', alias: 'Ana', vita_card_id: 'VITA-7C1E3A52' },
      },
    ],
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await signIn(page, 'ana.lopez@example.com', 'primera1');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The key was derived off the page's main thread.
  expect(workers.filter((path) => /\/demoPassword\.worker-[^/]+\.js$/.test(path))).toHaveLength(1);
  await expect(toast(page, '¡Bienvenido!')).toContainText(
    'desde ahora, la que acabas de escribir es tu contraseña',
  );
  await expectAccessible(page);
  await signOut(page);
  await signIn(page, 'ana.lopez@example.com', 'otra-clave');
  await expect(toast(page, 'Error de inicio de sesión')).toContainText(
    'Credenciales incorrectas. Inténtalo de nuevo.',
  );
});

test('damaged values under the new keys are reported, and nothing else is lost', async ({
  page,
}) => {
  const anaId = '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11';
  await seedStorage(page, {
    vita365_demo_accounts: [
      { id: anaId, email: 'ana.lopez@example.com', user_metadata: { name: 'Ana López García' } },
    ],
    vita365_demo_credentials: '[{"accountId": "7c1e3a52',
    vita365_unclaimed_data: '{"keys": 7}',
    vita365_data_owner: JSON.stringify(anaId),
    // A reading rather than a medicine: a due medicine's reminder toast would hide the notice.
    'vita-measurements': measurements.slice(0, 1),
  });
  await page.goto('/login');
  await expect(toast(page, 'Datos restablecidos')).toContainText(
    'las contraseñas de las cuentas de este teléfono',
  );
  await expectAccessible(page);
  await signIn(page, 'ana.lopez@example.com', 'primera1');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Datos restablecidos')).toContainText(
    'los datos guardados antes de las cuentas de este teléfono',
  );
  expect(await stored(page, 'vita365_unclaimed_data')).toBeNull();
  await page.goto('/mi-chequeo');
  await expect(page.getByText('Alerta: Crisis Hipertensiva')).toBeVisible();
  expect(JSON.parse((await stored(page, 'vita365_demo_accounts')) ?? '[]')).toHaveLength(1);
});
