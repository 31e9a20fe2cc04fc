// Paying and saving the profile in hosted mode: both update the member through supabase-js's
// updateUser, which is PUT /auth/v1/user on the GoTrue-shaped test server (spec §4, §5, §7).
import type { Page } from '@playwright/test';
import type { GoTrueServer, RecordedRequest } from '../support/gotrueServer';
import { recordTestPayment } from '../support/membershipFixtures';
import { fillDemoCard, payButton, payingMember } from './support/payment';
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
  expect((update?.body as { data: unknown }).data).toEqual({
    name: 'Ana López García',
    alias: 'Anita',
    email: member.email,
    phone: '5512345678',
    curp: 'LOGA800101MDFPRN09',
    birthDate: '1980-01-01',
    avatarUrl: null,
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

test('paying updates the member on the server with the active plan and its payment details', async ({
  page,
  gotrue,
}) => {
  gotrue.addUser({ ...member, user_metadata: { name: 'Ana López García', planStatus: 'pending' } });
  await logIn(page);
  await page.goto('/payment-gateway');
  await fillDemoCard(page);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Recibo de pago' })).toContainText(
    'Total pagado$199.00 MXN',
  );

  const [update] = userUpdates(gotrue);
  const data = (update?.body as { data: Record<string, unknown> }).data;
  expect(data).toMatchObject({
    planStatus: 'active',
    familyId: null,
    familyMembers: [{ name: 'Ana López García' }],
    paymentDetails: { plan: 'individual', familySize: 1, frequency: 'monthly', totalAmount: 199 },
  });
  expect(gotrue.user(member.email)?.user_metadata).toMatchObject({ planStatus: 'active' });
});
