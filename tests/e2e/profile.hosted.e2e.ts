// Saving the profile in hosted mode updates the member through supabase-js's updateUser, which is
// PUT /auth/v1/user on the GoTrue-shaped test server (spec §5, §7); a payment the server recorded is
// only read (issue 41): the app never writes payments or the plan on the member.
import type { Page } from '@playwright/test';
import type { GoTrueServer, RecordedRequest } from '../support/gotrueServer';
import { recordTestPayment } from '../support/membershipFixtures';
import { payingMember } from './support/payment';
import { expect, expectAccessible, test } from './support/hostedTest';

const member = { email: 'ana.lopez@example.com', password: 'secreto1' };

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

const userUpdates = (gotrue: GoTrueServer): RecordedRequest[] =>
  gotrue.requests.filter((request) => request.method === 'PUT' && request.path === '/auth/v1/user');

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('the profile save reaches PUT /auth/v1/user with the fields, and a failed save keeps them', async ({
  page,
  gotrue,
  supabase,
}) => {
  gotrue.addUser({ ...member, user_metadata: payingMember.user_metadata });
  // The plan is active by the server's record (metadata no longer says so in hosted mode), so the
  // profile opens in edit mode until phone, CURP and birth date are saved.
  await recordTestPayment(supabase, { email: member.email, plan: 'familiar', familySize: 4 });
  await logIn(page);
  await page.goto('/perfil');

  const form = page.getByRole('region', { name: 'Información personal' });
  const phone = form.getByRole('textbox', { name: 'Teléfono' });
  await expect(phone).toBeEditable();
  await phone.fill('5512345678');
  await form.getByRole('textbox', { name: 'CURP' }).fill('LOGA800101MDFPRN09');
  await form.getByLabel('Fecha de nacimiento').fill('1980-01-01');
  await form.getByRole('textbox', { name: 'Alias (opcional)' }).fill('Anita');

  // The server fails once: the member keeps everything typed and can try again.
  await page.route(`${gotrue.url}/auth/v1/user`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': new URL(page.url()).origin },
      body: JSON.stringify({ code: 'unexpected_failure', message: 'Internal error' }),
    });
  });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Error al actualizar')).toContainText(
    'No se pudo guardar tu perfil. Inténtalo de nuevo.',
  );
  await expect(phone).toHaveValue('5512345678');
  await expect(form.getByRole('textbox', { name: 'CURP' })).toHaveValue('LOGA800101MDFPRN09');
  await expect(form.getByLabel('Fecha de nacimiento')).toHaveValue('1980-01-01');
  await expect(form.getByRole('textbox', { name: 'Alias (opcional)' })).toHaveValue('Anita');
  expect(userUpdates(gotrue)).toEqual([]);
  await page.unroute(`${gotrue.url}/auth/v1/user`);

  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, '¡Guardado!')).toBeVisible();
  const [update] = userUpdates(gotrue);
  expect(update?.headers.authorization).toMatch(/^Bearer /);
  // Only what this form changed, and the e-mail: the server merges it field by field, so another
  // tab's save of the same profile is not undone (issue 43). The photo is saved on its own.
  expect((update?.body as { data: unknown }).data).toEqual({
    alias: 'Anita',
    email: member.email,
    phone: '5512345678',
    curp: 'LOGA800101MDFPRN09',
    birthDate: '1980-01-01',
  });
  expect(gotrue.user(member.email)?.user_metadata).toMatchObject({
    phone: '5512345678',
    planStatus: 'active',
  });

  await page.reload();
  await expect(form).toContainText('Teléfono5512345678');
  await expect(form).toContainText('AliasAnita');
  await expectAccessible(page);
});

test('a payment the server recorded shows on the receipt and in Mi Plan, with no write by the app on the member', async ({
  page,
  gotrue,
  supabase,
}) => {
  gotrue.addUser({ ...member, user_metadata: { name: 'Ana López García', planStatus: 'pending' } });
  // Recorded by the server alone, as Stripe's webhook or the operator's command does (issue 41).
  const paymentId = await recordTestPayment(supabase, { email: member.email, plan: 'individual' });
  await logIn(page);

  await page.goto('/mi-plan');
  const receipts = page.getByRole('region', { name: 'Tus recibos' }).getByRole('link');
  await expect(receipts).toHaveCount(1);
  await expect(receipts.first()).toContainText(`Folio ${paymentId}`);
  await expect(receipts.first()).toContainText('$199.00 MXN');
  await expectAccessible(page);

  await receipts.first().click();
  await expect(page).toHaveURL(new RegExp(`/recibo/${paymentId}$`));
  const receipt = page.getByRole('region', { name: 'Recibo de pago' });
  await expect(receipt).toContainText('MiembroAna López García');
  await expect(receipt).toContainText('Estado del planActivo');
  await expect(receipt).toContainText('Total pagado$199.00 MXN');
  await expectAccessible(page);

  // Without Stripe there is no payment the server could record, so none is simulated either.
  await page.goto('/payment-gateway');
  await expect(
    page.getByText(
      'Los pagos en línea no están activos en este servicio. Para activar o renovar tu plan, comunícate con Vita365.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar / })).toHaveCount(0);
  await expectAccessible(page);
  expect(userUpdates(gotrue)).toEqual([]);
  const metadata = gotrue.user(member.email)?.user_metadata;
  expect(metadata).toMatchObject({ planStatus: 'pending' });
  expect(metadata).not.toHaveProperty('paymentDetails');
});
