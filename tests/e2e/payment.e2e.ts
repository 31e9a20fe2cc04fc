// Paying for a plan, the receipt and the profile, in demo mode (spec §2 Payment gateway, Receipt,
// Profile; §4 Payment; §5 Payment, Profile; §9 Pricing).
import { readdir, readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import {
  choosePlan,
  chooseFrequency,
  completeMember,
  fillDemoCard,
  PAYMENT,
  payButton,
  pdfPageCount,
  recordPaymentIds,
  setFamilySize,
  storedMember,
  summary,
} from './support/payment';
import { holderWhoPaid, NOW } from './support/membership';
import { serveFakeStripe, STRIPE_JS, STRIPE_TEST_KEY, stripeTest } from './support/stripeBuild';
import { expect, expectAccessible, signInAsDemoMember, test, toast } from './support/test';

/** 31 January 2026, noon in Mexico City: a month later is the last day of February. */
const JAN_31 = new Date('2026-01-31T12:00:00-06:00');

/**
 * Pays through the demo form and waits for the receipt. The caller has installed the page's clock:
 * the demo's 2.5 s of processing (tested on its own below) pass at once.
 */
async function payWithDemoCard(page: Page): Promise<void> {
  await fillDemoCard(page);
  await payButton(page).click();
  await page.clock.runFor(2_500);
  await expect(page).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/);
}

test.describe('payment gateway', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsDemoMember(page);
  });

  test('the summary shows 5,683.44 for 4 members yearly and 964.16 for 2 quarterly; minus stops at 2', async ({
    page,
  }) => {
    await page.goto(PAYMENT);
    await expect(summary(page)).toContainText('$199.00 MXN');
    await choosePlan(page, 'Familiar');
    const minus = page.getByRole('button', { name: 'Quitar un miembro' });
    await expect(page.getByRole('status', { name: 'Miembros' })).toHaveText('2');
    await expect(minus).toBeDisabled();

    await setFamilySize(page, 4);
    await expect(minus).toBeEnabled();
    await chooseFrequency(page, 'Anual');
    await expect(summary(page)).toContainText('Descuento familiar (30 %)');
    await expect(summary(page)).toContainText('Descuento por pago anual (15 %)');
    await expect(summary(page)).toContainText('Impuestos$0.00 MXN');
    await expect(summary(page)).toContainText('Total$5,683.44 MXN');
    await expect(payButton(page)).toHaveText('Pagar $5,683.44 MXN');

    await setFamilySize(page, 2);
    await expect(minus).toBeDisabled();
    await chooseFrequency(page, 'Trimestral');
    await expect(summary(page)).toContainText('Total$964.16 MXN');
    await expect(summary(page)).toContainText('Descuento familiar (15 %)');

    // Only the card is offered; the other methods are visibly there and disabled.
    await expect(page.getByRole('tab', { name: 'Tarjeta' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Transferencia' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Efectivo' })).toBeDisabled();
    await expect(page.getByText(/Modo de demostración: no se hace ningún cargo/)).toBeVisible();
    await expectAccessible(page);
  });

  test('an incomplete or invalid card gets Información incompleta and pays nothing', async ({
    page,
  }) => {
    await page.goto(PAYMENT);
    await payButton(page).click();
    await expect(toast(page, 'Información incompleta')).toContainText(
      'Por favor, completa todos los campos de la tarjeta.',
    );
    await expect(page.getByLabel('Número de tarjeta')).toHaveAccessibleDescription(
      'Escribe el número de tu tarjeta.',
    );
    await expect(page.getByLabel('Número de tarjeta')).toBeFocused();

    await fillDemoCard(page, { number: '4242 4242 4242 4241', expiry: '01/20' });
    await expect(page.getByLabel('Número de tarjeta')).toHaveAccessibleDescription(
      'El número de tarjeta no es válido. Revisa que esté bien escrito.',
    );
    await expect(page.getByLabel('Vencimiento (MM/AA)')).toHaveAccessibleDescription(
      'La tarjeta está vencida. Revisa la fecha de vencimiento o usa otra tarjeta.',
    );
    await page.getByLabel('Nombre del titular').fill('');
    await payButton(page).click();
    await expect(page.getByLabel('Nombre del titular')).toBeFocused();
    await expect(page).toHaveURL(/\/payment-gateway$/);
    expect((await storedMember(page)).user_metadata.planStatus).toBe('pending');
    await expectAccessible(page);
  });

  test('a filled card that has expired is told to check the expiry, not that it is incomplete; so are a wrong number and a short CVC', async ({
    page,
  }) => {
    await page.clock.setFixedTime(JAN_31);
    await page.goto(PAYMENT);
    await fillDemoCard(page, { expiry: '12/25' });
    await payButton(page).click();
    const expired = toast(page, 'Revisa la fecha de vencimiento');
    await expect(expired).toContainText(
      'La tarjeta está vencida. Revisa la fecha de vencimiento o usa otra tarjeta.',
    );
    await expect(toast(page, 'Información incompleta')).toHaveCount(0);
    await expect(page.getByLabel('Vencimiento (MM/AA)')).toBeFocused();
    await expectAccessible(page);

    await fillDemoCard(page, { number: '4242 4242 4242 4241' });
    await payButton(page).click();
    await expect(toast(page, 'Revisa el número de tarjeta')).toContainText(
      'El número de tarjeta no es válido.',
    );
    await fillDemoCard(page, { cvc: '12' });
    await payButton(page).click();
    await expect(toast(page, 'Revisa el CVC')).toContainText('El CVC tiene 3 o 4 dígitos.');
    await expect(page).toHaveURL(/\/payment-gateway$/);
    expect((await storedMember(page)).user_metadata.planStatus).toBe('pending');
  });

  test('paying works for 2.5 s, pays once on a double tap, activates the plan and shows the receipt', async ({
    page,
  }) => {
    const paymentIds = await recordPaymentIds(page);
    await page.clock.install({ time: new Date(JAN_31.getTime() - 60_000) });
    await page.goto(PAYMENT);
    await choosePlan(page, 'Familiar');
    await setFamilySize(page, 4);
    await chooseFrequency(page, 'Anual');
    await fillDemoCard(page);
    // Paused only now: React reveals lazy pages on a timer, which a paused clock would hold back.
    await page.clock.pauseAt(JAN_31);

    // Two submits in the same tick, before React can disable the button: one payment only.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[aria-busy]');
      form?.requestSubmit();
      form?.requestSubmit();
    });
    const working = page.getByRole('button', { name: 'Procesando pago...' });
    await expect(working).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Individual' })).toBeDisabled();
    await page.clock.runFor(2_400);
    await expect(working).toBeVisible();
    await page.clock.runFor(100);
    await page.clock.resume();
    await expect(toast(page, '¡Pago Exitoso!')).toBeVisible();

    await expect(page).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/);
    expect(await paymentIds()).toHaveLength(1);

    const { user_metadata: stored } = await storedMember(page);
    expect(stored.planStatus).toBe('active');
    expect(stored.paymentDetails).toEqual({
      paymentId: (await paymentIds())[0],
      plan: 'familiar',
      familySize: 4,
      frequency: 'annual',
      totalAmount: 5683.44,
      paymentDate: new Date(JAN_31.getTime() + 2_500).toISOString(),
      nextPaymentDate: new Date('2027-01-31T12:00:02.500-06:00').toISOString(),
      cardholderName: 'Ana López',
    });
    expect(stored.familyId).toMatch(/^FAM-[0-9A-F]{8}$/);
    expect(stored.familyMembers).toEqual([{ name: 'Ana López García' }]);

    const receipt = page.getByRole('region', { name: 'Recibo de pago' });
    await expect(receipt).toContainText(`Folio ${stored.paymentDetails?.paymentId}`);
    await expect(receipt).toContainText('Fecha de pago31 de enero de 2026');
    await expect(receipt).toContainText('Próximo pago31 de enero de 2027');
    await expect(receipt).toContainText('PlanFamiliar');
    await expect(receipt).toContainText('Miembros4');
    await expect(receipt).toContainText('FrecuenciaAnual (12 meses)');
    await expect(receipt).toContainText('Total pagado$5,683.44 MXN');
    await expect(receipt).toContainText('Impuestos$0.00 MXN');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const status = page.getByRole('main').getByRole('region', { name: 'Estado de tu plan' });
    await expect(status).toContainText('Activo');
    await expect(status).toContainText('Todo en orden con tu plan.');
  });

  test("'Procesando pago...' dismisses the 'Información incompleta' it answers", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(PAYMENT);
    await payButton(page).click();
    await expect(toast(page, 'Información incompleta')).toBeVisible();
    await fillDemoCard(page);
    await payButton(page).click();
    await expect(page.getByRole('button', { name: 'Procesando pago...' })).toBeVisible();
    await expect(toast(page, 'Información incompleta')).toHaveCount(0);
    await expectAccessible(page);
    await page.clock.runFor(2_500);
    await expect(page).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/);
  });
});

test('a family plan smaller than its list names whom to remove first and is not paid until it fits', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  // Ana López García (the holder), Pedro López and Lucía López on a family plan of 3.
  await signInAsDemoMember(page, holderWhoPaid(1));
  await page.goto(PAYMENT);
  await expect(page.getByRole('tab', { name: 'Familiar' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await setFamilySize(page, 2);
  const notice = page.getByRole('status').filter({ hasText: 'Tu lista tiene más personas' });
  await expect(notice).toContainText(
    'En tu plan hay 3 personas y elegiste 2. Para pagar por 2, primero quita a Lucía López en Mi Plan, o elige 3 miembros.',
  );
  await expect(notice.getByRole('link', { name: 'Ir a Mi Plan' })).toHaveAttribute(
    'href',
    '/mi-plan',
  );
  await expect(
    page.getByRole('group', { name: 'Miembros de la familia' }),
  ).toHaveAccessibleDescription(/primero quita a Lucía López/);
  await expectAccessible(page);

  await fillDemoCard(page);
  await payButton(page).click();
  await expect(toast(page, 'Primero ajusta tu plan familiar')).toContainText(
    'primero quita a Lucía López',
  );
  await expect(payButton(page)).not.toHaveText('Procesando pago...');
  expect((await storedMember(page)).user_metadata.paymentDetails?.paymentId).toBe('pago-123');

  await setFamilySize(page, 3);
  await expect(notice).toHaveCount(0);
  await payButton(page).click();
  await expect(page.getByRole('button', { name: /Procesando pago/ })).toBeVisible();
});

test("Mi Plan never calls a plan smaller than its list 'completo': it names whom to remove", async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  const holder = holderWhoPaid(1);
  await signInAsDemoMember(page, {
    ...holder,
    user_metadata: {
      ...holder.user_metadata,
      paymentDetails: {
        ...holder.user_metadata.paymentDetails,
        familySize: 2,
        nextPaymentDate: '2026-04-10T18:00:00.000Z',
      },
    },
  });
  await page.goto('/mi-plan');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'Tu plan familiar es para 2 personas y hay 3 en la lista. Quita a Lucía López o paga un plan para 3 personas.',
  );
  await expect(main).not.toContainText('Tu plan familiar está completo.');
  await expectAccessible(page);
});

test.describe('receipt', () => {
  test('prints to one A4 page, without the header or the bottom navigation', async ({ page }) => {
    await signInAsDemoMember(page, completeMember);
    await page.goto(`/recibo/${completeMember.user_metadata.paymentDetails.paymentId}`);
    const receipt = page.getByRole('region', { name: 'Recibo de pago' });
    await expect(receipt).toContainText('Total pagado$5,683.44 MXN');
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expectAccessible(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(receipt).toBeVisible();

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPageCount(pdf)).toBe(1);

    // The count can fail: the long payment page prints to more than one page.
    await page.goto(PAYMENT);
    await expect(summary(page)).toBeVisible();
    expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBeGreaterThan(1);
  });

  test("another payment id shows 'Recibo no encontrado' with a way back to the dashboard", async ({
    page,
  }) => {
    await signInAsDemoMember(page, completeMember);
    await page.goto('/recibo/otro-id');
    await expect(page.getByRole('heading', { name: 'Recibo no encontrado' })).toBeVisible();
    await expect(page.getByText('Total pagado')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a member who never paid gets 'Recibo no encontrado' too", async ({ page }) => {
    await signInAsDemoMember(page);
    await page.goto('/recibo/PAY-3F2A9C1B4D2E');
    await expect(page.getByRole('heading', { name: 'Recibo no encontrado' })).toBeVisible();
  });
});

test('the landing page loads no Stripe code', async ({ page }) => {
  // The build holds Stripe.js's loader in its own chunk; find it, so this check can fail.
  const assets = 'dist/assets';
  const stripeChunks: string[] = [];
  for (const name of (await readdir(assets)).filter((file) => file.endsWith('.js'))) {
    if ((await readFile(`${assets}/${name}`, 'utf8')).includes('js.stripe.com')) {
      stripeChunks.push(name);
    }
  }
  expect(stripeChunks.length).toBeGreaterThan(0);

  const loaded: string[] = [];
  const record = (response: Response) => loaded.push(response.url());
  page.on('response', record);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await signInAsDemoMember(page);
  // Without a publishable key the payment page itself uses the demo form and no Stripe code either.
  await page.goto(PAYMENT);
  await expect(payButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', record);

  expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
  expect(loaded.filter((url) => stripeChunks.some((chunk) => url.endsWith(chunk)))).toEqual([]);
  expect(loaded.filter((url) => /stripe/i.test(url))).toEqual([]);
});

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const personalInfo = (page: Page) => page.getByRole('region', { name: 'Información personal' });
const planInfo = (page: Page) => page.getByRole('region', { name: 'Mi plan' });

test.describe('profile', () => {
  test('after paying with no phone the profile opens in edit mode; a 9-digit phone is refused; a valid save persists', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.clock.install({ time: JAN_31 });
    await page.goto(PAYMENT);
    await payWithDemoCard(page);
    await expect(page.getByRole('region', { name: 'Recibo de pago' })).toContainText(
      'Próximo pago28 de febrero de 2026',
    );

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Perfil' })
      .click();
    const form = personalInfo(page);
    await expect(form.getByText(/Tu plan está activo\. Completa tu teléfono/)).toBeVisible();
    const phone = form.getByRole('textbox', { name: 'Teléfono' });
    await expect(phone).toBeEditable();
    await expect(form.getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Correo electrónico' })).not.toBeEditable();
    await expect(planInfo(page)).toContainText('Próximo pago28 de febrero de 2026');
    await expect(planInfo(page)).toContainText('Monto$199.00 MXN al mes');
    await expect(planInfo(page).getByText('Código familiar')).toHaveCount(0);
    await expectAccessible(page);

    await phone.fill('551234567');
    // The profile checks on change while editing (spec § Profile; profile.json's errorTiming): the
    // message shows before the member leaves the field.
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription(/El teléfono debe tener 10 dígitos\./);
    await form.getByRole('textbox', { name: 'CURP' }).fill('loga800101mdfprn09');
    await form.getByLabel('Fecha de nacimiento').fill('1980-01-01');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Datos inválidos')).toContainText(
      'Por favor, corrige los errores antes de guardar.',
    );
    await expect(phone).toBeFocused();
    expect((await storedMember(page)).user_metadata.phone).toBeUndefined();

    await phone.fill('55 1234 5678');
    await expect(phone).not.toHaveAccessibleDescription(/El teléfono debe tener/);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, '¡Guardado!')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Editar' })).toBeVisible();
    await expect(form).toContainText('Teléfono5512345678');

    await page.reload();
    await expect(personalInfo(page)).toContainText('Teléfono5512345678');
    await expect(personalInfo(page)).toContainText('CURPLOGA800101MDFPRN09');
    await expect(personalInfo(page)).toContainText('Nacimiento1 de enero de 1980');
    await expect(personalInfo(page).getByRole('textbox', { name: 'Teléfono' })).toHaveCount(0);
    expect((await storedMember(page)).user_metadata).toMatchObject({
      phone: '5512345678',
      curp: 'LOGA800101MDFPRN09',
      birthDate: '1980-01-01',
      alias: 'Ana',
      name: 'Ana López García',
    });
    await expectAccessible(page);
  });

  test('the plan info shows next payment and amount in MXN, and copies the family code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsDemoMember(page, completeMember);
    await page.goto('/perfil');
    await expect(planInfo(page)).toContainText('PlanFamiliar, 4 miembros');
    await expect(planInfo(page)).toContainText('Próximo pago31 de enero de 2027');
    await expect(planInfo(page)).toContainText('Monto$5,683.44 MXN cada 12 meses');
    await expect(planInfo(page)).toContainText('FAM-3F2A9C1B');
    await expect(page.getByRole('region', { name: 'Ana López García' })).toContainText(
      'Folio de tarjeta VITA-7C1E3A52',
    );
    await page.getByRole('button', { name: 'Copiar código familiar' }).click();
    await expect(toast(page, 'Copiado')).toContainText('FAM-3F2A9C1B');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FAM-3F2A9C1B');
    await expectAccessible(page);
  });

  test('without an active plan the profile is not forced open; a short CURP is flagged; Cancelar discards', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.goto('/perfil');
    await expect(planInfo(page)).toContainText('Aún no tienes un plan activo.');
    await expect(planInfo(page).getByRole('link', { name: 'Activar mi plan' })).toHaveAttribute(
      'href',
      '/payment-gateway',
    );
    const form = personalInfo(page);
    await expect(form).toContainText('CURPSin registrar');
    await form.getByRole('button', { name: 'Editar' }).click();
    const curp = form.getByRole('textbox', { name: 'CURP' });
    await curp.fill('LOGA800101MDFPRN0');
    await curp.blur();
    await expect(curp).toHaveAccessibleDescription(/El CURP debe tener 18 caracteres\./);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toContainText('CURPSin registrar');
    expect((await storedMember(page)).user_metadata.curp).toBeUndefined();
  });

  test('a 60-character name wraps on /perfil and /dashboard with no sideways scroll; 5,000 characters are refused at the input', async ({
    page,
  }) => {
    const longName = 'María Guadalupe Hernández de la Concepción Villaseñor Ortiz';
    await signInAsDemoMember(page, {
      ...completeMember,
      user_metadata: { ...completeMember.user_metadata, name: longName, alias: longName },
    });
    const noSidewaysScroll = () =>
      page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { name: longName })).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);
    await expectAccessible(page);

    const form = personalInfo(page);
    await form.getByRole('button', { name: 'Editar' }).click();
    const name = form.getByRole('textbox', { name: 'Nombre completo' });
    await name.fill('A'.repeat(5_000));
    await expect(name).toHaveValue('A'.repeat(100));
    await expect(name).toHaveAccessibleDescription('100/100');
    await name.fill(longName);
    await expect(name).not.toHaveAccessibleDescription(/\//);
    expect(await noSidewaysScroll()).toBe(true);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `¡Hola, ${longName}!` })).toBeVisible();
    expect(await noSidewaysScroll()).toBe(true);
    await expectAccessible(page);
  });

  test('two tabs editing the profile merge field by field: the alias saved in one keeps the phone saved in the other', async ({
    page,
    context,
  }) => {
    await signInAsDemoMember(page, completeMember);
    await page.goto('/perfil');
    const other = await context.newPage();
    await other.goto('/perfil');
    for (const tab of [page, other]) {
      await personalInfo(tab).getByRole('button', { name: 'Editar' }).click();
    }

    await personalInfo(page).getByRole('textbox', { name: 'Teléfono' }).fill('5598765432');
    await personalInfo(page).getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, '¡Guardado!')).toBeVisible();

    await personalInfo(other).getByRole('textbox', { name: 'Alias (opcional)' }).fill('Anita');
    await personalInfo(other).getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(other, '¡Guardado!')).toBeVisible();
    await expect(personalInfo(other)).toContainText('Teléfono5598765432');
    await expect(personalInfo(other)).toContainText('AliasAnita');
    await expectAccessible(other);

    const stored = (await storedMember(other)).user_metadata;
    expect(stored.phone).toBe('5598765432');
    expect(stored.alias).toBe('Anita');
    await page.reload();
    await expect(personalInfo(page)).toContainText('Teléfono5598765432');
    await expect(personalInfo(page)).toContainText('AliasAnita');
  });

  test('a photo over 5 MB is refused with Imagen muy grande; a PNG becomes the avatar', async ({
    page,
  }) => {
    await signInAsDemoMember(page, completeMember);
    await page.goto('/perfil');
    const picker = page.getByLabel('Cambiar foto');
    await picker.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(1050 * 1050 * 5 + 1),
    });
    await expect(toast(page, 'Imagen muy grande')).toContainText(
      'Por favor, elige una imagen de menos de 5MB.',
    );
    await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('A');

    await picker.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(toast(page, '¡Guardado!')).toContainText('Tu foto de perfil se actualizó.');
    await expect(page.getByRole('img', { name: 'Tu foto de perfil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a mi perfil' }).locator('img')).toBeVisible();
    const stored = (await storedMember(page)).user_metadata;
    expect(String(stored.avatarUrl)).toMatch(/^data:image\/jpeg;base64,/);
    expect(String(stored.avatarUrl).length).toBeLessThan(20_000);
  });
});

stripeTest.describe('with a Stripe publishable key', () => {
  stripeTest.beforeEach(async ({ page }) => {
    await signInAsDemoMember(page);
  });

  stripeTest(
    'Stripe.js loads only on the payment page, and its card element takes the payment',
    async ({ page }) => {
      const stripeRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('https://js.stripe.com/')) stripeRequests.push(request.url());
      });
      await serveFakeStripe(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(stripeRequests).toEqual([]);

      await page.goto(PAYMENT);
      const card = page.getByRole('textbox', { name: 'Número de tarjeta (Stripe)' });
      await expect(card).toBeVisible();
      expect(stripeRequests).toHaveLength(1);
      expect(await page.evaluate(() => (window as { __stripeKey?: string }).__stripeKey)).toBe(
        STRIPE_TEST_KEY,
      );
      await expect(page.getByText(/Modo de demostración/)).toHaveCount(0);
      await expect(page.getByLabel('Número de tarjeta', { exact: true })).toHaveCount(0);

      await card.fill('4242 4242 42');
      await payButton(page).click();
      await expect(toast(page, 'Información incompleta')).toBeVisible();

      await card.fill('4242 4242 4242 4242');
      await payButton(page).click();
      await expect(page).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/, { timeout: 10_000 });
      await expect(page.getByRole('region', { name: 'Recibo de pago' })).toContainText(
        'Total pagado$199.00 MXN',
      );
    },
  );

  stripeTest(
    'when Stripe.js cannot load, the page says so, paying says Información incompleta, and Reintentar recovers',
    async ({ page }) => {
      await page.route(STRIPE_JS, (route) => route.abort('internetdisconnected'));
      await page.goto(PAYMENT);
      const failure = page
        .getByRole('alert')
        .filter({ hasText: 'No pudimos cargar el formulario' });
      await expect(failure).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page);

      await page.getByLabel('Nombre del titular').fill('Ana López');
      await payButton(page).click();
      await expect(toast(page, 'Información incompleta')).toContainText(
        'Por favor, completa todos los campos de la tarjeta.',
      );
      expect((await storedMember(page)).user_metadata.planStatus).toBe('pending');

      await page.unroute(STRIPE_JS);
      await serveFakeStripe(page);
      await page.getByRole('button', { name: 'Reintentar' }).click();
      await expect(page.getByRole('textbox', { name: 'Número de tarjeta (Stripe)' })).toBeVisible();
      await expect(failure).toHaveCount(0);
    },
  );
});

test.describe('receipts of every payment', () => {
  const receiptsCard = (page: Page) => page.getByRole('region', { name: 'Tus recibos' });
  const receipt = (page: Page) => page.getByRole('region', { name: 'Recibo de pago' });

  test('two payments: Mi Plan lists both receipts, newest first, and each opens with its breakdown', async ({
    page,
  }) => {
    // Two payments of 2.5 s each and axe on five pages.
    test.slow();
    await signInAsDemoMember(page);
    await page.clock.install({ time: JAN_31 });
    await page.goto('/mi-plan');
    await expect(receiptsCard(page)).toContainText('Aún no tienes pagos.');
    await expectAccessible(page);

    await page.goto(PAYMENT);
    await choosePlan(page, 'Familiar');
    await setFamilySize(page, 4);
    await chooseFrequency(page, 'Anual');
    await payWithDemoCard(page);
    const familyFolio = decodeURIComponent(page.url().split('/').at(-1) ?? '');

    // Six weeks later, an individual monthly plan, paid while the yearly one still runs.
    await page.clock.setSystemTime(new Date('2026-03-15T12:00:00-06:00'));
    await page.goto(PAYMENT);
    await choosePlan(page, 'Individual');
    await chooseFrequency(page, 'Mensual');
    await payWithDemoCard(page);
    const individualFolio = decodeURIComponent(page.url().split('/').at(-1) ?? '');
    expect(individualFolio).not.toBe(familyFolio);

    await page.goto('/mi-plan');
    const links = receiptsCard(page).getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText('15 de marzo de 2026');
    await expect(links.nth(0)).toContainText('$199.00 MXN');
    await expect(links.nth(0)).toContainText(`Folio ${individualFolio}`);
    await expect(links.nth(1)).toContainText('31 de enero de 2026');
    await expect(links.nth(1)).toContainText('$5,683.44 MXN');
    await expect(links.nth(1)).toContainText(`Folio ${familyFolio}`);
    await expectAccessible(page);

    // The older receipt: its own lines, as the purchase summary showed them.
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/recibo/${familyFolio}$`));
    await expect(receipt(page)).toContainText(`Folio ${familyFolio}`);
    await expect(receipt(page)).toContainText('Precio por miembro al mes$199.00 MXN');
    await expect(receipt(page)).toContainText('Subtotal$9,552.00 MXN');
    await expect(receipt(page)).toContainText('$199.00 MXN × 4 miembros × 12 meses');
    await expect(receipt(page)).toContainText('Descuento familiar (30 %)−$2,865.60 MXN');
    await expect(receipt(page)).toContainText('Descuento por pago anual (15 %)−$1,002.96 MXN');
    await expect(receipt(page)).toContainText('Impuestos$0.00 MXN');
    await expect(receipt(page)).toContainText('Total pagado$5,683.44 MXN');
    await expect(receipt(page)).toContainText(
      'PeriodoDel 31 de enero de 2026 al 31 de enero de 2027',
    );
    await expect(receipt(page).getByText('Próximo pago')).toHaveCount(0);
    await receipt(page).getByRole('button', { name: 'Imprimir' }).scrollIntoViewIfNeeded();
    await expectAccessible(page);

    // The latest receipt, after a reload: no discounts, and its period starts where the paid one ends.
    await page.goto('/mi-plan');
    await receiptsCard(page).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/recibo/${individualFolio}$`));
    await page.reload();
    await expect(receipt(page)).toContainText('Subtotal$199.00 MXN');
    await expect(receipt(page)).toContainText('$199.00 MXN × 1 miembro × 1 mes');
    await expect(receipt(page).getByText(/Descuento/)).toHaveCount(0);
    await expect(receipt(page)).toContainText('Total pagado$199.00 MXN');
    await expect(receipt(page)).toContainText(
      'PeriodoDel 31 de enero de 2027 al 28 de febrero de 2027',
    );
    await expect(receipt(page)).toContainText('Próximo pago28 de febrero de 2027');
    await expectAccessible(page);

    await page.goto('/recibo/PAY-000000000000');
    await expect(page.getByRole('heading', { name: 'Recibo no encontrado' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('payments once and for all (issue 43)', () => {
  const receipt = (page: Page) => page.getByRole('region', { name: 'Recibo de pago' });
  const storedPaymentIds = (page: Page) =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem('vita365_payments') ?? '[]') as { paymentId: string }[]).map(
        (entry) => entry.paymentId,
      ),
    );

  test('two tabs: the second is told a payment is in progress; both payments are kept and both receipts open', async ({
    page,
    context,
  }) => {
    await signInAsDemoMember(page);
    await page.clock.install({ time: JAN_31 });
    await page.goto(PAYMENT);
    const second = await context.newPage();
    await second.clock.install({ time: JAN_31 });
    await second.goto(PAYMENT);
    await fillDemoCard(page);
    await fillDemoCard(second);

    await payButton(page).click();
    await expect(page.getByRole('button', { name: 'Procesando pago...' })).toBeDisabled();
    await payButton(second).click();
    await expect(toast(second, 'Pago en curso')).toContainText(
      'Ya hay un pago en curso en otra pestaña o ventana. Espera a que termine antes de pagar de nuevo.',
    );
    await expect(payButton(second)).toBeEnabled();
    await expectAccessible(second);

    await page.clock.runFor(2_500);
    await expect(page).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/);
    const firstFolio = decodeURIComponent(page.url().split('/').at(-1) ?? '');

    // The first payment is done: the second tab pays now, after it (its period follows the first).
    await payButton(second).click();
    await expect(second.getByRole('button', { name: 'Procesando pago...' })).toBeVisible();
    await second.clock.runFor(2_500);
    await expect(second).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/);
    const secondFolio = decodeURIComponent(second.url().split('/').at(-1) ?? '');
    expect(secondFolio).not.toBe(firstFolio);
    await expect(receipt(second)).toContainText(
      'PeriodoDel 28 de febrero de 2026 al 28 de marzo de 2026',
    );
    await expectAccessible(second);

    // The first tab's receipt still exists, and both payments are kept once.
    await expect(receipt(page)).toContainText(`Folio ${firstFolio}`);
    await page.reload();
    await expect(receipt(page)).toContainText(`Folio ${firstFolio}`);
    await expect(page.getByRole('heading', { name: 'Recibo no encontrado' })).toHaveCount(0);
    await expectAccessible(page);
    expect((await storedPaymentIds(page)).sort()).toEqual([firstFolio, secondFolio].sort());
    expect((await storedMember(page)).user_metadata.paymentDetails?.paymentId).toBe(secondFolio);
  });

  test('going back during Procesando pago... cancels: nothing is stored and no receipt opens later', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.clock.install({ time: JAN_31 });
    await page.goto('/mi-plan');
    await page.getByRole('link', { name: 'Pagar plan' }).click();
    await expect(page).toHaveURL(/\/payment-gateway$/);
    await fillDemoCard(page);
    await payButton(page).click();
    await expect(page.getByRole('button', { name: 'Procesando pago...' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/mi-plan$/);
    await expect(toast(page, 'Pago cancelado')).toContainText(
      'Saliste antes de terminar el pago. No se hizo ningún cargo y tu plan no cambió.',
    );
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(/\/mi-plan$/);
    await expect(page.getByRole('region', { name: 'Tus recibos' })).toContainText(
      'Aún no tienes pagos.',
    );
    expect(await storedPaymentIds(page)).toEqual([]);
    expect((await storedMember(page)).user_metadata.planStatus).toBe('pending');
    await expectAccessible(page);
  });

  test('the receipt keeps the name the member had when paying, after the profile name changes', async ({
    page,
  }) => {
    await signInAsDemoMember(page, {
      ...completeMember,
      user_metadata: {
        ...completeMember.user_metadata,
        planStatus: 'pending',
        paymentDetails: undefined,
      },
    });
    await page.clock.install({ time: JAN_31 });
    await page.goto(PAYMENT);
    await fillDemoCard(page);
    await payButton(page).click();
    await page.clock.runFor(2_500);
    await expect(page).toHaveURL(/\/recibo\/PAY-[0-9A-F]{12}$/);
    const receiptPath = new URL(page.url()).pathname;
    await expect(receipt(page)).toContainText('MiembroAna López García');

    await page.goto('/perfil');
    const form = page.getByRole('region', { name: 'Información personal' });
    await form.getByRole('button', { name: 'Editar' }).click();
    await form.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana María López Ruiz');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, '¡Guardado!')).toBeVisible();

    await page.goto(receiptPath);
    await expect(receipt(page)).toContainText('MiembroAna López García');
    await expect(receipt(page)).not.toContainText('Ana María López Ruiz');
    await expectAccessible(page);
  });
});
