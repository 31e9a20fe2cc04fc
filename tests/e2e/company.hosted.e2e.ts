// Issue 46 in hosted mode: an employee redeems their company's EMP- code on Mi Plan and sees 'Activo'
// with the company's name; a full contract is refused in Spanish and the member can still pay a plan of
// their own; a use the assistance partner recorded (through partner_request, as the partner-api
// function calls it) shows on /coberturas and Mi Plan as recorded by the provider, with its date and
// without 'Deshacer', while the member's own use keeps 'Deshacer' in its 10 minutes.
// VITA365_SHOTS=<folder> also saves the changed screens there.
import type { Locator, Page } from '@playwright/test';
import { recordTestPayment } from '../support/membershipFixtures';
import type { SupabaseTestServer } from '../support/supabaseTestServer';
import { stayOnTelLinks } from './support/membership';
import { expect, expectAccessible, test } from './support/hostedTest';
import { closeToast, toast } from './support/test';

const employee = { email: 'luis.perez@example.com', password: 'secreto3' };
const CARD = 'VITA-1A2B3C4D';

const main = (page: Page): Locator => page.getByRole('main');
const fact = (page: Page, term: string): Locator =>
  main(page)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
const serviceCard = (page: Page, name: string): Locator =>
  main(page)
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The screen as the member sees it, with `target` scrolled into view. */
async function shot(page: Page, name: string, target: Locator): Promise<void> {
  const folder = process.env.VITA365_SHOTS;
  if (!folder) return;
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${folder}/${name}.png` });
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(employee.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(employee.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The employee's account, in GoTrue and (as on Supabase, where they share one database) auth.users. */
async function employeeAccount(supabase: SupabaseTestServer): Promise<string> {
  const metadata = { name: 'Luis Pérez Gómez', vita_card_id: CARD };
  supabase.gotrue.addUser({ ...employee, user_metadata: metadata });
  const user = supabase.gotrue.user(employee.email);
  await supabase.data.db.query(
    'insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)',
    [user?.id, employee.email, JSON.stringify(metadata)],
  );
  return String(user?.id);
}

/** A contract as the operator's command makes it (the service-role functions), and its one code. */
async function contract(supabase: SupabaseTestServer, seats: number): Promise<string> {
  const { rows } = await supabase.data.db.query<{ codes: string[] }>(
    `select public.issue_company_codes(
       (public.create_company_contract('Grupo Azteca', 'EKU9003173C9', $1,
          current_date - 1, current_date + 365) ->> 'id')::uuid, 1) as codes`,
    [seats],
  );
  return rows[0]?.codes[0] ?? '';
}

/** What the partner-api function sends to the database for a call with a fresh key. */
async function partnerRegisters(supabase: SupabaseTestServer, serviceId: string): Promise<void> {
  const { rows } = await supabase.data.db.query<{ answer: { status: number } }>(
    `select public.partner_request(
       (public.create_partner_key('Asistencia Nacional') ->> 'key'), 'register-use',
       jsonb_build_object('card', $1::text, 'service_id', $2::text, 'case_reference', 'AS-0001')
     ) as answer`,
    [CARD, serviceId],
  );
  expect(rows[0]?.answer.status).toBe(201);
}

async function useService(page: Page, name: string): Promise<void> {
  await stayOnTelLinks(page);
  await serviceCard(page, name).getByRole('link', { name: 'Usar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Uso de Servicio' })
    .getByRole('button', { name: 'Sí, lo usé' })
    .click();
}

test("an employee redeems the company's code on Mi Plan and sees 'Activo' with the company's name", async ({
  page,
  supabase,
}) => {
  await employeeAccount(supabase);
  const code = await contract(supabase, 10);
  await logIn(page);
  await page.goto('/mi-plan');
  await expect(fact(page, 'Estado')).toContainText('Pendiente');
  const form = main(page).getByRole('region', { name: '¿Tu empresa te dio un código?' });
  // Typed as a person reads it off a message: lower case, in groups.
  await form
    .getByRole('textbox', { name: 'Código empresarial' })
    .fill(`${code.slice(0, 8).toLowerCase()} ${code.slice(8, 12)} ${code.slice(12)}`);
  await form.getByRole('button', { name: 'Usar código' }).click();
  await expect(toast(page, 'Código empresarial válido.')).toContainText(
    'Tu plan lo cubre Grupo Azteca.',
  );
  await expect(fact(page, 'Estado')).toContainText('Activo');
  await expect(fact(page, 'Empresa')).toHaveText('Grupo Azteca');
  await expect(fact(page, 'Tu empresa te cubre hasta')).not.toHaveText('');
  await expect(form).toBeHidden();
  await expectAccessible(page);
  await closeToast(page, 'Código empresarial válido.');
  await shot(page, 'mi-plan-empresa', main(page).getByRole('heading', { name: 'Tu plan' }));
  await page.goto('/dashboard');
  await expect(main(page).getByRole('region', { name: 'Estado de tu plan' })).toContainText(
    'Activo',
  );
});

test('a full contract is refused in Spanish, and the member can still pay a plan of their own', async ({
  page,
  supabase,
}) => {
  await employeeAccount(supabase);
  const code = await contract(supabase, 1);
  supabase.gotrue.addUser({
    email: 'otra.persona@example.com',
    password: 'secreto4',
    user_metadata: { name: 'Otra Persona' },
  });
  const other = supabase.gotrue.user('otra.persona@example.com');
  await supabase.data.db.query('insert into auth.users (id, email) values ($1, $2)', [
    other?.id,
    'otra.persona@example.com',
  ]);
  await supabase.data.db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: other?.id, role: 'authenticated' }),
    ]);
    await tx.query('select public.redeem_enterprise_code($1)', [code]);
  });
  await logIn(page);
  await page.goto('/mi-plan');
  const form = main(page).getByRole('region', { name: '¿Tu empresa te dio un código?' });
  await form.getByRole('textbox', { name: 'Código empresarial' }).fill(code);
  await form.getByRole('button', { name: 'Usar código' }).click();
  await expect(toast(page, 'Código empresarial')).toContainText(
    'Tu empresa ya ocupó todos los lugares de su plan. Puedes contratar un plan personal.',
  );
  await expect(fact(page, 'Estado')).toContainText('Pendiente');
  await expect(main(page).getByRole('link', { name: 'Pagar plan' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'mi-plan-empresa-completa', form);
});

test("a use the partner recorded shows on /coberturas as recorded by the provider, with no 'Deshacer'; the member's own keeps it", async ({
  page,
  supabase,
}) => {
  test.setTimeout(90_000);
  await employeeAccount(supabase);
  await recordTestPayment(supabase, { email: employee.email, plan: 'individual' });
  await partnerRegisters(supabase, 'medico_domicilio');
  await logIn(page);
  await page.goto('/coberturas');

  const doctor = serviceCard(page, 'Médico a domicilio');
  const recorded = doctor.getByRole('list', { name: 'Usos de Médico a domicilio en este periodo' });
  await expect(recorded.getByRole('listitem')).toHaveCount(1);
  await expect(recorded.getByRole('listitem')).toContainText('Registrado por el proveedor');
  const today = new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  await expect(recorded.getByRole('listitem')).toContainText(`el ${today}`);
  await expect(doctor.getByRole('button', { name: /Deshacer/ })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'coberturas-proveedor', recorded);

  // The member also says they used it: the same event, shown (and counted) once.
  await useService(page, 'Médico a domicilio');
  await closeToast(page, 'Uso Registrado');
  await expect(recorded.getByRole('listitem')).toHaveCount(1);
  await expect(recorded.getByRole('listitem')).toContainText('Registrado por el proveedor');

  // A use of their own, of another service, can be undone in its 10 minutes.
  await useService(page, 'Apoyo para medicamentos');
  await closeToast(page, 'Uso Registrado');
  const medicines = serviceCard(page, 'Apoyo para medicamentos');
  const own = medicines.getByRole('list', {
    name: 'Usos de Apoyo para medicamentos en este periodo',
  });
  await expect(own.getByRole('listitem')).toContainText('Registrado por ti');
  await medicines
    .getByRole('button', { name: 'Deshacer el uso de Apoyo para medicamentos' })
    .click();
  await expect(toast(page, 'Uso deshecho')).toBeVisible();
  await expect(own).toBeHidden();

  await page.goto('/mi-plan');
  const period = main(page).getByRole('list', { name: 'Usos de este periodo' });
  await expect(period.getByRole('listitem')).toHaveCount(1);
  await expect(period.getByRole('listitem')).toContainText('Médico a domicilio');
  await expect(period.getByRole('listitem')).toContainText('Registrado por el proveedor');
  await expect(period.getByRole('listitem')).toContainText('Solo el proveedor puede anularlo.');
  await expect(main(page).getByRole('button', { name: /Deshacer|Anular/ })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'mi-plan-usos', period);
});
