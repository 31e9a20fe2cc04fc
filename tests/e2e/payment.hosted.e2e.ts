// Real payments in hosted mode with Stripe configured (issue 30), on test servers: the Supabase test
// project (auth, data over PGlite with the shipped migrations), the Stripe-shaped test server, the
// two Edge Functions run by deno, and the Stripe.js test double in the browser
// (`stripeTest` of tests/e2e/support/hostedTest.ts). The amount, the PaymentIntent and the recorded payment
// all come from the server; the page only shows them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { StripeTestServer } from '../support/stripeTestServer';
import type { SupabaseTestServer } from '../support/supabaseTestServer';
import { secretsInTheEnvironment } from './support/configuredBuild';
import { projectRoot } from './support/sharedBuild';
import {
  expect,
  expectAccessible,
  STRIPE_HOSTED_KEY,
  stripeTest as test,
  toast,
} from './support/hostedTest';

const member = { email: 'ana.lopez@example.com', password: 'secreto1' };

async function signUpAndLogIn(page: Page, supabase: SupabaseTestServer): Promise<void> {
  supabase.gotrue.addUser({
    ...member,
    user_metadata: { name: 'Ana López García', alias: 'Ana', planStatus: 'pending' },
  });
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function recordedPayments(supabase: SupabaseTestServer) {
  const { rows } = await supabase.data.db.query<{ provider_ref: string; amount_cents: number }>(
    'select provider_ref, amount_cents::int as amount_cents from public.payments',
  );
  return rows;
}

/** A new member opens the payment page, picks a tab and asks for its instructions; its panel. */
async function requestInstructions(
  page: Page,
  supabase: SupabaseTestServer,
  tab: 'Efectivo' | 'Transferencia',
  button: string,
): Promise<Locator> {
  await signUpAndLogIn(page, supabase);
  await page.goto('/payment-gateway');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('tabpanel', { name: tab });
}

const onlyIntent = (stripe: StripeTestServer) => {
  const intents = stripe.paymentIntents();
  expect(intents).toHaveLength(1);
  return intents[0]!;
};

test('card: the Payment Element pays, the webhook records it, and the receipt opens', async ({
  page,
  supabase,
  stripe,
}) => {
  await signUpAndLogIn(page, supabase);
  await page.goto('/payment-gateway');
  const card = page.getByRole('textbox', { name: 'Número de tarjeta (Stripe)' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Efectivo' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'Transferencia' })).toBeEnabled();
  await expectAccessible(page);
  expect(await page.evaluate(() => (window as { __stripeKey?: string }).__stripeKey)).toBe(
    STRIPE_HOSTED_KEY,
  );

  await card.fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pagar $199.00' }).click();
  await expect(page).toHaveURL(/\/recibo\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Recibo de pago' })).toBeVisible();
  await expect(page.getByText('Total pagado')).toBeVisible();
  await expectAccessible(page);

  const intent = onlyIntent(stripe);
  expect(intent).toMatchObject({ amount: 19_900, currency: 'mxn', status: 'succeeded' });
  expect(await recordedPayments(supabase)).toEqual([
    { provider_ref: intent.id, amount_cents: 19_900 },
  ]);
  const paymentId = page.url().split('/recibo/')[1];
  const { rows } = await supabase.data.db.query<{ id: string }>('select id from public.payments');
  expect(rows[0]?.id).toBe(paymentId);

  // The server recorded it and owns the membership (issue 41): the page wrote nothing on the member,
  // and Mi Plan shows the plan and the receipt from the server.
  const memberWrites = supabase.gotrue.requests.filter(
    (request) => request.method === 'PUT' && request.path === '/auth/v1/user',
  );
  expect(memberWrites).toEqual([]);
  await page.goto('/mi-plan');
  await expect(page.getByRole('main')).toContainText('Activo');
  const receipts = page.getByRole('region', { name: 'Tus recibos' }).getByRole('link');
  await expect(receipts).toHaveCount(1);
  await expect(receipts.first()).toContainText(`Folio ${paymentId}`);
  await expectAccessible(page);
});

test('OXXO: the voucher shows as Pago pendiente, and when the cash is paid the plan is Activo', async ({
  page,
  supabase,
  stripe,
}) => {
  const voucher = await requestInstructions(page, supabase, 'Efectivo', 'Generar ficha OXXO');
  await expect(voucher.getByText('Ficha de pago OXXO')).toBeVisible();
  await expect(voucher.getByText('Pago pendiente')).toBeVisible();
  const intent = onlyIntent(stripe);
  const details = (intent.next_action as { oxxo_display_details: { number: string } })
    .oxxo_display_details;
  await expect(voucher).toContainText(`Número de referencia${details.number}`);
  await expect(voucher).toContainText('Monto$199.00');
  await expect(voucher).toContainText(/Vence\d{1,2} de [a-z]+ de 20\d\d/);
  await expect(voucher.getByRole('link', { name: 'Ver ficha para imprimir' })).toHaveAttribute(
    'href',
    /^https:\/\/payments\.stripe\.com\/oxxo\/voucher\//,
  );
  await expectAccessible(page);
  expect(await recordedPayments(supabase)).toEqual([]);

  // The member pays at the store: Stripe sends payment_intent.succeeded to the webhook.
  const delivered = await stripe.payCash(String(intent.id));
  expect(delivered.status).toBe(200);
  await expect(voucher.getByText('Activo', { exact: true })).toBeVisible();
  await expect(voucher.getByText('Pago pendiente')).toHaveCount(0);
  // The success toast comes with the same change; once it is on the page, the accessibility check
  // waits for its fade-in instead of reading its colours halfway.
  await expect(toast(page, '¡Pago Exitoso!')).toBeVisible();
  expect(await recordedPayments(supabase)).toEqual([
    { provider_ref: intent.id, amount_cents: 19_900 },
  ]);
  await expectAccessible(page);

  await voucher.getByRole('link', { name: 'Ver recibo' }).click();
  await expect(page.getByRole('heading', { name: 'Recibo de pago' })).toBeVisible();
});

test('SPEI: the CLABE, bank, reference and amount, as Pago pendiente', async ({
  page,
  supabase,
  stripe,
}) => {
  const transfer = await requestInstructions(
    page,
    supabase,
    'Transferencia',
    'Obtener datos para transferir',
  );
  await expect(transfer.getByText('Pago pendiente')).toBeVisible();
  await expect(transfer).toContainText('CLABE002180700612345675');
  await expect(transfer).toContainText('BancoBANAMEX');
  await expect(transfer).toContainText(/Referencia\d+/);
  await expect(transfer).toContainText('Monto a transferir$199.00');
  await expectAccessible(page);
  expect(onlyIntent(stripe).payment_method_types).toEqual(['customer_balance']);
  expect(await recordedPayments(supabase)).toEqual([]);
});

test('a declined card gets the Spanish message for its decline code and records nothing', async ({
  page,
  supabase,
  stripe,
}) => {
  await signUpAndLogIn(page, supabase);
  await page.goto('/payment-gateway');
  await page.getByRole('textbox', { name: 'Número de tarjeta (Stripe)' }).fill('4000000000009995');
  await page.getByRole('button', { name: 'Pagar $199.00' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta o paga en efectivo o por transferencia.',
  );
  await expect(page).toHaveURL(/\/payment-gateway$/);
  await expectAccessible(page);
  expect(onlyIntent(stripe).status).toBe('requires_payment_method');
  expect(await recordedPayments(supabase)).toEqual([]);
});

test('no secret key, webhook secret or unread VITE_ variable is in the build, though all were set when it was made', async ({
  // The build made with the secrets in its environment, as this worker serves it.
  hostedApp,
}) => {
  expect(hostedApp.url).toMatch(/^http/);
  const secretPattern = /(?<![A-Za-z0-9])(?:sk|rk)_(?:test|live)_|whsec_/;
  const builds = [hostedApp.buildDir, path.join(projectRoot, 'dist')];
  let scanned = 0;
  let publishableKeyFound = false;
  for (const build of builds) {
    const files = await readdir(build, { recursive: true }).catch(() => [] as string[]);
    for (const file of files.filter((name) =>
      /\.(?:js|html|json|webmanifest|css|map)$/.test(name),
    )) {
      const text = await readFile(path.join(build, file), 'utf8');
      scanned += 1;
      expect(secretPattern.exec(text)?.[0], `${build}/${file}`).toBeUndefined();
      for (const [name, value] of Object.entries(secretsInTheEnvironment)) {
        expect(text.includes(value) || text.includes(name), `${build}/${file}: ${name}`).toBe(
          false,
        );
      }
      publishableKeyFound ||= text.includes(STRIPE_HOSTED_KEY);
    }
  }
  // The scan read the hosted Stripe build: its publishable key is in it, as it must be.
  expect(scanned).toBeGreaterThan(10);
  expect(publishableKeyFound).toBe(true);
});
