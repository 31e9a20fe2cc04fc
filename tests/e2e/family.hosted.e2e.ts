// Hosted mode's membership (issue 29): the plan, the family and the coverage uses come from the
// server's functions (`my_membership()` …), not from user metadata. A payment is recorded the way the
// payment webhook records it (the service-role fixture), then two phones (browser contexts) share it.
// Issue 40: a joined member reads first names and no CURP, the holder replaces the code and the old
// one gets the same refusal as a wrong one, too many refused codes make the member wait, and the
// holder voids a family member's use of the last 10 minutes from Mi Plan.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { recordTestPayment } from '../support/membershipFixtures';
import type { SupabaseTestServer } from '../support/supabaseTestServer';
import { stayOnTelLinks } from './support/membership';
import { accountOf, ana, pedro } from '../support/testMembers';
import { expect, expectAccessible, logIn, test } from './support/hostedTest';
import { toast } from './support/test';

const holder = accountOf(ana);
const joiner = accountOf(pedro);

const main = (page: Page): Locator => page.getByRole('main');
const fact = (page: Page, term: string): Locator =>
  main(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
const members = (page: Page): Locator =>
  main(page).getByRole('list', { name: 'Miembros del plan' }).getByRole('listitem');
const memberNames = (page: Page): Locator => members(page).locator(':scope > span:first-of-type');
const serviceCard = (page: Page, name: string): Locator =>
  main(page)
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** On Supabase every account is in auth.users; the test servers keep them apart, so copy it over. */
async function shareAccount(supabase: SupabaseTestServer, email: string): Promise<void> {
  const user = supabase.gotrue.user(email);
  await supabase.data.db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)
     on conflict (id) do nothing`,
    [user?.id, email, JSON.stringify(user?.user_metadata ?? {})],
  );
}

/** Ana holds a paid family plan of 3; Pedro has an account of his own, not yet in the family. */
async function familyOfThreePaid(supabase: SupabaseTestServer): Promise<void> {
  supabase.gotrue.addUser({ ...holder, user_metadata: { name: ana.name } });
  supabase.gotrue.addUser({ ...joiner, user_metadata: { name: pedro.name } });
  await recordTestPayment(supabase, { email: holder.email, plan: 'familiar', familySize: 3 });
  await shareAccount(supabase, joiner.email);
}

async function secondPhone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    serviceWorkers: 'block',
  });
}

/**
 * The connection drops for the backend only: with the whole context offline the page could not fetch
 * its lazy chunks (the tests block the service worker that would have them), so the backend's
 * requests fail as they do offline, and 'online' is announced when they work again.
 */
async function loseConnection(page: Page, supabase: SupabaseTestServer): Promise<void> {
  await page.route(`${supabase.url}/rest/v1/**`, (route) => route.abort('internetdisconnected'));
}

async function regainConnection(page: Page, supabase: SupabaseTestServer): Promise<void> {
  await page.unroute(`${supabase.url}/rest/v1/**`);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

async function useService(page: Page, name: string): Promise<void> {
  await stayOnTelLinks(page);
  await serviceCard(page, name).getByRole('link', { name: 'Usar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Uso de Servicio' })
    .getByRole('button', { name: 'Sí, lo usé' })
    .click();
}

test('a holder pays, adds a member and shares the code; a second account joins and sees the plan; a use on one phone shows on the other', async ({
  page,
  context,
  browser,
  baseURL,
  supabase,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await familyOfThreePaid(supabase);

  await logIn(page, holder);
  await expect(main(page).getByRole('region', { name: 'Estado de tu plan' })).toContainText(
    'Activo',
  );
  await page.goto('/mi-plan');
  await expect(fact(page, 'Tipo de plan')).toHaveText('Familiar');
  await expect(fact(page, 'Estado')).toContainText('Activo');
  await expect(memberNames(page)).toHaveText(['Ana López García (tú)']);

  await main(page).getByRole('button', { name: 'Agregar miembro' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar miembro' });
  await add.getByRole('textbox', { name: 'Nombre completo' }).fill('Sofía López');
  await add.getByRole('textbox', { name: 'CURP' }).fill('LOSO150101MDFPFA01');
  await add.getByLabel('Fecha de nacimiento').fill('2015-01-01');
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Miembro agregado')).toBeVisible();
  await expect(memberNames(page)).toHaveText(['Ana López García (tú)', 'Sofía López']);
  await expect(main(page)).toContainText('Queda 1 lugar en tu plan familiar.');

  // Shown in groups of four to read aloud; copied and joined without the spaces.
  const shown = (await fact(page, 'Código familiar').textContent()) ?? '';
  expect(shown).toMatch(/^FAM-[2-9A-HJ-NP-Z]{4} [2-9A-HJ-NP-Z]{4} [2-9A-HJ-NP-Z]{4}$/);
  const code = shown.replaceAll(' ', '');
  await expect(main(page)).toContainText(/Vale hasta el \d{1,2} de [a-z]+ de \d{4}\./);
  await main(page).getByRole('button', { name: 'Copiar código familiar' }).click();
  await expect(toast(page, 'Copiado')).toContainText(code);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectAccessible(page);

  // The second phone: an account without a plan joins with the code from Mi Plan.
  const otherPhone = await secondPhone(browser, baseURL);
  const other = await otherPhone.newPage();
  await logIn(other, joiner);
  await other.goto('/mi-plan');
  await expect(fact(other, 'Tipo de plan')).toHaveText('Sin plan activo');
  const join = main(other).getByRole('region', { name: '¿Te invitaron a un plan familiar?' });
  await join.getByRole('textbox', { name: 'Código familiar' }).fill('FAM-NOEXISTE');
  await join.getByRole('button', { name: 'Unirme al plan' }).click();
  await expect(toast(other, 'No pudimos unirte')).toContainText(
    'El código ingresado no es válido o ha expirado.',
  );
  await expectAccessible(other);
  await join.getByRole('textbox', { name: 'Código familiar' }).fill(shown.toLowerCase());
  await join.getByRole('button', { name: 'Unirme al plan' }).click();
  await expect(toast(other, '¡Bienvenido a tu plan familiar!')).toBeVisible();
  await expect(fact(other, 'Tipo de plan')).toHaveText('Familiar');
  await expect(fact(other, 'Estado')).toContainText('Activo');
  // A joined member reads first names, their own full name, and nobody's CURP, birth date or code.
  await expect(memberNames(other)).toHaveText(['Ana', 'Sofía', 'Pedro López (tú)']);
  await expect(main(other)).not.toContainText('LOSO150101MDFPFA01');
  await expect(main(other)).not.toContainText('2015');
  await expect(main(other)).not.toContainText(/CURP|Sofía López|Ana López/);
  await expect(main(other)).not.toContainText(code);
  await expect(fact(other, 'Te uniste con el código')).toHaveCount(0);
  await expect(main(other)).toContainText(
    'Los pagos de tu plan familiar los hace quien lo administra',
  );
  await expect(
    main(other).getByRole('region', { name: 'Solo el titular puede pagar o cambiar el plan' }),
  ).toBeVisible();
  await expect(main(other).getByRole('button', { name: /Agregar|Editar|Quitar/ })).toHaveCount(0);
  await expectAccessible(other);

  // The family is full now: the holder sees who joined, and when, and no more room.
  await page.reload();
  await expect(memberNames(page)).toHaveText([
    'Ana López García (tú)',
    'Sofía López',
    'Pedro López',
  ]);
  await expect(members(page).nth(1)).toContainText(/Agregado el \d{1,2} de [a-z]+ de \d{4}/);
  await expect(members(page).nth(2)).toContainText(
    /Se unió con tu código el \d{1,2} de [a-z]+ de \d{4}/,
  );
  await expect(main(page)).toContainText('Tu plan familiar está completo.');

  // A use on the member's phone counts on the holder's: the family shares the counts.
  await other.goto('/coberturas');
  await expect(serviceCard(other, 'Médico a domicilio')).toContainText('2 de 2 disponibles');
  await useService(other, 'Médico a domicilio');
  await expect(toast(other, 'Uso Registrado')).toBeVisible();
  await expect(serviceCard(other, 'Médico a domicilio')).toContainText('1 de 2 disponibles');
  await expectAccessible(other);

  await page.goto('/coberturas');
  await expect(serviceCard(page, 'Médico a domicilio')).toContainText('1 de 2 disponibles');

  // Offline, the holder's use waits on the phone and reaches the server when the connection is back.
  await loseConnection(page, supabase);
  await useService(page, 'Médico a domicilio');
  await expect(toast(page, 'Uso guardado sin conexión')).toBeVisible();
  await expect(serviceCard(page, 'Médico a domicilio')).toContainText('0 de 2 disponibles');
  await page.reload();
  await expect(serviceCard(page, 'Médico a domicilio')).toContainText('0 de 2 disponibles');
  await regainConnection(page, supabase);
  await expect
    .poll(
      async () =>
        (
          await supabase.data.db.query<{ n: number }>(
            'select count(*)::int as n from public.coverage_uses where undone_at is null',
          )
        ).rows[0]?.n,
    )
    .toBe(2);
  await other.reload();
  await expect(serviceCard(other, 'Médico a domicilio')).toContainText('0 de 2 disponibles');
  await otherPhone.close();
});

test('a use queued offline that the server refuses is dropped, and the member is told why', async ({
  page,
  supabase,
}) => {
  supabase.gotrue.addUser({ ...holder, user_metadata: { name: ana.name } });
  await recordTestPayment(supabase, { email: holder.email, plan: 'individual' });
  await logIn(page, holder);
  await page.goto('/coberturas');
  await expect(serviceCard(page, 'Médico a domicilio')).toContainText('2 de 2 disponibles');

  // Two uses wait offline while another phone takes both events.
  await loseConnection(page, supabase);
  await useService(page, 'Médico a domicilio');
  await expect(toast(page, 'Uso guardado sin conexión')).toBeVisible();
  const userId = supabase.gotrue.user(holder.email)?.id as string;
  await supabase.data.db.query(
    `insert into public.coverage_uses (membership_id, user_id, service_id, period_start)
     select m.id, m.holder_id, 'medico_domicilio', membership_private.period_start_at(m.id, now())
       from public.memberships m, generate_series(1, 2) where m.holder_id = $1`,
    [userId],
  );
  await regainConnection(page, supabase);
  await expect(toast(page, 'Uso no registrado')).toContainText(
    "El uso de 'Médico a domicilio' que guardaste sin conexión no se registró:",
  );
  await expect(serviceCard(page, 'Médico a domicilio')).toContainText('0 de 2 disponibles');
  await expectAccessible(page);
});

test('writing planStatus into the metadata changes nothing on screen', async ({
  page,
  supabase,
}) => {
  supabase.gotrue.addUser({ ...holder, user_metadata: { name: ana.name } });
  await logIn(page, holder);
  const forged = await page.evaluate(
    async ({ url, apikey }) => {
      const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name)) ?? '';
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
      const response = await fetch(`${url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${session.access_token ?? ''}`,
          'content-type': 'application/json',
          apikey,
        },
        body: JSON.stringify({
          data: {
            planStatus: 'active',
            familyId: 'FAM-FALSO',
            paymentDetails: {
              paymentId: 'PAY-FALSO',
              plan: 'familiar',
              familySize: 4,
              frequency: 'annual',
              totalAmount: 1,
              paymentDate: new Date().toISOString(),
              nextPaymentDate: '2099-01-01',
            },
          },
        }),
      });
      return response.status;
    },
    { url: supabase.url, apikey: supabase.anonKey },
  );
  expect(forged).toBe(200);
  expect(supabase.gotrue.user(holder.email)?.user_metadata).toMatchObject({ planStatus: 'active' });

  await page.reload();
  await expect(main(page).getByRole('region', { name: 'Estado de tu plan' })).toContainText(
    'Pendiente',
  );
  await expectAccessible(page);
  await page.goto('/mi-plan');
  await expect(fact(page, 'Tipo de plan')).toHaveText('Sin plan activo');
  await expect(fact(page, 'Estado')).toContainText('Pendiente');
  await expect(main(page).getByText('FAM-FALSO')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/coberturas');
  await expect(main(page).getByRole('region', { name: 'Tu plan está pendiente' })).toBeVisible();
  await page.goto('/perfil');
  await expect(page.getByRole('region', { name: 'Mi plan' })).toContainText(
    'Aún no tienes un plan activo.',
  );
  await expectAccessible(page);
});

async function tryCode(page: Page, code: string): Promise<string> {
  const join = main(page).getByRole('region', { name: '¿Te invitaron a un plan familiar?' });
  await join.getByRole('textbox', { name: 'Código familiar' }).fill(code);
  await join.getByRole('button', { name: 'Unirme al plan' }).click();
  const refusal = toast(page, 'No pudimos unirte').last();
  await expect(refusal).toBeVisible();
  const text = (await refusal.textContent()) ?? '';
  await refusal.getByRole('button', { name: 'Cerrar notificación' }).click();
  await expect(toast(page, 'No pudimos unirte')).toHaveCount(0);
  return text;
}

test('the holder replaces the family code; the old one is refused just as a wrong one, the new one works', async ({
  page,
  browser,
  baseURL,
  supabase,
}) => {
  test.setTimeout(90_000);
  await familyOfThreePaid(supabase);

  await logIn(page, holder);
  await page.goto('/mi-plan');
  const codeOf = async () =>
    ((await fact(page, 'Código familiar').textContent()) ?? '').replaceAll(' ', '');
  const old = await codeOf();
  expect(old).toMatch(/^FAM-.{12}$/);

  await main(page).getByRole('button', { name: 'Generar código nuevo' }).click();
  const ask = page.getByRole('alertdialog', { name: '¿Generar un código nuevo?' });
  await expect(ask).toContainText('dejará de funcionar');
  await expect(ask.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Generar código nuevo' }).click();
  const ready = toast(page, 'Código nuevo listo');
  await expect(ready).toContainText('El código anterior ya no funciona.');
  await expect.poll(codeOf).not.toBe(old);
  const fresh = await codeOf();
  expect(fresh).toMatch(/^FAM-.{12}$/);
  await expect(ready).toContainText(
    (await fact(page, 'Código familiar').textContent()) ?? 'código',
  );
  await expectAccessible(page);

  // Another phone: a wrong code and the replaced one get the very same refusal; the new one joins.
  const otherPhone = await secondPhone(browser, baseURL);
  const other = await otherPhone.newPage();
  await logIn(other, joiner);
  await other.goto('/mi-plan');
  const wrong = await tryCode(other, 'FAM-NOEXISTE2345');
  const replaced = await tryCode(other, old);
  expect(wrong).toContain('El código ingresado no es válido o ha expirado.');
  expect(replaced).toBe(wrong);
  await expectAccessible(other);

  const join = main(other).getByRole('region', { name: '¿Te invitaron a un plan familiar?' });
  await join.getByRole('textbox', { name: 'Código familiar' }).fill(fresh);
  await join.getByRole('button', { name: 'Unirme al plan' }).click();
  await expect(toast(other, '¡Bienvenido a tu plan familiar!')).toBeVisible();
  await expect(memberNames(other)).toHaveText(['Ana', 'Pedro López (tú)']);
  await otherPhone.close();
});

test('after five refused codes, joining waits a few minutes and says so in Spanish', async ({
  page,
  supabase,
}) => {
  supabase.gotrue.addUser({ ...joiner, user_metadata: { name: pedro.name } });
  await shareAccount(supabase, joiner.email);
  await logIn(page, joiner);
  await page.goto('/mi-plan');
  for (const guess of ['FAM-AAAA', 'FAM-BBBB', 'FAM-CCCC', 'FAM-DDDD', 'FAM-EEEE']) {
    expect(await tryCode(page, guess)).toContain('El código ingresado no es válido o ha expirado.');
  }
  expect(await tryCode(page, 'FAM-FFFF')).toContain(
    'Espera unos minutos antes de volver a intentarlo.',
  );
  await expectAccessible(page);
});

const recentUses = (page: Page): Locator =>
  main(page).getByRole('region', { name: 'Usos recientes de tu familia' });

test('the holder voids a joined member’s use from Mi Plan; the member’s count goes back, and a use undone elsewhere is said', async ({
  page,
  browser,
  baseURL,
  supabase,
}) => {
  test.setTimeout(90_000);
  await familyOfThreePaid(supabase);

  await logIn(page, holder);
  await page.goto('/mi-plan');
  await expect(recentUses(page)).toContainText(
    'Nadie en tu plan ha registrado un uso en los últimos 10 minutos.',
  );
  const code = ((await fact(page, 'Código familiar').textContent()) ?? '').replaceAll(' ', '');

  // The member joins and uses a service on their own phone.
  const otherPhone = await secondPhone(browser, baseURL);
  const other = await otherPhone.newPage();
  await logIn(other, joiner);
  await other.goto('/mi-plan');
  const join = main(other).getByRole('region', { name: '¿Te invitaron a un plan familiar?' });
  await join.getByRole('textbox', { name: 'Código familiar' }).fill(code);
  await join.getByRole('button', { name: 'Unirme al plan' }).click();
  await expect(toast(other, '¡Bienvenido a tu plan familiar!')).toBeVisible();
  await other.goto('/coberturas');
  await expect(serviceCard(other, 'Médico a domicilio')).toContainText('2 de 2 disponibles');
  await useService(other, 'Médico a domicilio');
  await expect(toast(other, 'Uso Registrado')).toBeVisible();
  await expect(serviceCard(other, 'Médico a domicilio')).toContainText('1 de 2 disponibles');
  // A member voids no one else's uses from Mi Plan (their own keep 'Deshacer' on the toast).
  await other.goto('/mi-plan');
  await expect(fact(other, 'Tipo de plan')).toHaveText('Familiar');
  await expect(recentUses(other)).toHaveCount(0);
  await expect(main(other).getByRole('button', { name: /Anular/ })).toHaveCount(0);

  // The holder opens Mi Plan and sees the use: the service, who, and when.
  await page.goto('/mi-plan');
  const uses = recentUses(page).getByRole('listitem');
  await expect(uses).toHaveCount(1);
  await expect(uses.first()).toContainText('Médico a domicilio');
  await expect(uses.first()).toContainText(/Pedro López, a las \d{2}:\d{2}/);
  await expect(uses.first()).toContainText(/Puedes anularlo hasta las \d{2}:\d{2}\./);
  await expectAccessible(page);

  await uses
    .first()
    .getByRole('button', { name: 'Anular el uso de Médico a domicilio de Pedro López' })
    .click();
  const ask = page.getByRole('alertdialog', { name: '¿Anular este uso?' });
  await expect(ask).toContainText(
    /Médico a domicilio, registrado por Pedro López a las \d{2}:\d{2}/,
  );
  await expect(ask.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Anular uso' }).click();
  await expect(toast(page, 'Uso anulado')).toContainText(
    "Ya no cuenta el uso de 'Médico a domicilio' de Pedro López.",
  );
  await expect(uses).toHaveCount(0);
  await expect(recentUses(page)).toContainText('Nadie en tu plan ha registrado un uso');
  await expect(recentUses(page).getByRole('heading')).toBeFocused();
  await expectAccessible(page);

  // The member's count goes back (the family shares it), and so does the holder's.
  await other.goto('/coberturas');
  await expect(serviceCard(other, 'Médico a domicilio')).toContainText('2 de 2 disponibles');
  await page.goto('/coberturas');
  await expect(serviceCard(page, 'Médico a domicilio')).toContainText('2 de 2 disponibles');

  // A use the member undoes on their phone while the holder's list still shows it: the holder is
  // told, and the list is asked for again.
  await useService(other, 'Médico a domicilio');
  await expect(toast(other, 'Uso Registrado')).toBeVisible();
  await page.goto('/mi-plan');
  await expect(uses).toHaveCount(1);
  await supabase.data.db.query(
    'update public.coverage_uses set undone_at = now() where undone_at is null',
  );
  await uses
    .first()
    .getByRole('button', { name: /^Anular/ })
    .click();
  await page
    .getByRole('alertdialog', { name: '¿Anular este uso?' })
    .getByRole('button', { name: 'Anular uso' })
    .click();
  await expect(toast(page, 'No se pudo anular el uso')).toContainText(
    'Ese uso ya no está registrado: quizá se deshizo desde otro teléfono.',
  );
  await expect(uses).toHaveCount(0);
  await expectAccessible(page);
  await otherPhone.close();
});
