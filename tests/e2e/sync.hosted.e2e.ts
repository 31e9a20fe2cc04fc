// Hosted mode keeps each member's data in their own rows of the backend's Postgres (issue 16): the
// Supabase-shaped test project answers supabase-js's data calls from PGlite with the request's JWT as
// role and claims, so what one member may see is decided by the migration's row-level security.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SupabaseTestServer } from '../support/supabaseTestServer';
import { accountOf, ana, beto } from '../support/testMembers';
import { expect, expectAccessible, logIn, signOut, test } from './support/hostedTest';
import { toast } from './support/test';

const memberA = accountOf(ana);
const memberB = accountOf(beto);

/** Every storage key that holds member data (the data file's slices) and the sync bookkeeping. */
const backupSchema = JSON.parse(
  readFileSync(new URL('../../schemas/storage/backup.schema.json', import.meta.url), 'utf8'),
) as { properties: { data: { properties: Record<string, unknown> } } };
const MEMBER_KEYS = [...Object.keys(backupSchema.properties.data.properties), 'vita365_sync'];

const synced = (page: Page) => page.getByText('Sincronizado', { exact: true });
const pending = (page: Page) =>
  page.getByText('Cambios pendientes de sincronizar', { exact: true });

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

async function addMedicine(page: Page, name: string): Promise<void> {
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar medicina' });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Dosis').fill('1 tableta');
  await form.getByLabel('Hora').fill('08:00');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Medicinas' })).toContainText(name);
}

async function addWeight(page: Page, kilograms: string): Promise<void> {
  await page.goto('/mi-chequeo/peso');
  await page.getByRole('textbox', { name: 'Peso', exact: true }).fill(kilograms);
  await page.getByRole('textbox', { name: 'Talla', exact: true }).fill('165');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Tu resultado' })).toBeVisible();
}

async function expectSynced(page: Page): Promise<void> {
  await page.goto('/perfil');
  await expect(synced(page)).toBeVisible({ timeout: 15_000 });
}

/** Member A, all synced, adds a medicine while the data server fails in the given way. */
async function addMedicineWhileDataFails(
  page: Page,
  supabase: SupabaseTestServer,
  failure: Parameters<SupabaseTestServer['data']['configure']>[0],
  name: string,
): Promise<void> {
  await logIn(page, memberA);
  await expectSynced(page);
  supabase.data.configure(failure);
  await addMedicine(page, name);
}

/** The rows of a member table as the database holds them (read as its owner, past RLS). */
async function rows(supabase: SupabaseTestServer, table: string) {
  const result = await supabase.data.db.query<{ id: string; deleted_at: string | null }>(
    `select id, deleted_at from public.${table} order by id`,
  );
  return result.rows;
}

/** Member data left in this browser's storage: keys with any entry in them. */
async function memberDataLeft(page: Page): Promise<Record<string, string>> {
  return page.evaluate((keys) => {
    const left: Record<string, string> = {};
    for (const key of keys) {
      const raw = localStorage.getItem(key);
      if (raw !== null && raw !== '[]' && raw !== '{}' && raw !== 'null') left[key] = raw;
    }
    return left;
  }, MEMBER_KEYS);
}

test.beforeEach(({ gotrue }) => {
  gotrue.addUser(memberA);
  gotrue.addUser(memberB);
});

test('a member’s medicine and measurement follow them to another browser, never to another member, and a deletion travels', async ({
  page,
  browser,
  baseURL,
  supabase,
}) => {
  await logIn(page, memberA);
  await addMedicine(page, 'Metformina');
  await addWeight(page, '70');
  await expectSynced(page);
  await expectAccessible(page);
  expect(await rows(supabase, 'medicines')).toHaveLength(1);
  expect(await rows(supabase, 'measurements')).toHaveLength(1);

  const other = await freshPage(browser, baseURL);
  await logIn(other, memberA);
  await other.goto('/agenda');
  await expect(other.getByRole('tabpanel', { name: 'Medicinas' })).toContainText('Metformina');
  await other.goto('/mi-chequeo');
  await expect(other.getByRole('main')).toContainText('70 kg');

  // Deleted in the first browser: gone in the second after a reload.
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Eliminar Metformina' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro de que deseas eliminar este elemento?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expectSynced(page);
  expect((await rows(supabase, 'medicines'))[0]?.deleted_at).not.toBeNull();
  await other.goto('/agenda');
  await other.reload();
  await expect(other.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
  await expect(other.getByText('Metformina')).toHaveCount(0);

  // Signing out of the shared browser leaves none of A's entries behind.
  await signOut(other);
  expect(await memberDataLeft(other)).toEqual({});

  // B signs in there and sees nothing of A's.
  await logIn(other, memberB);
  await other.goto('/mi-chequeo');
  await expect(other.getByText('Aún no tienes mediciones registradas.')).toBeVisible();
  await expect(other.getByRole('main')).not.toContainText('70 kg');
  await expectSynced(other);
  expect(await memberDataLeft(other)).not.toHaveProperty('vita-measurements');
  await other.context().close();
});

test('a change made while the data server is down is kept, shown as pending, and pushed when it is back', async ({
  page,
  supabase,
}) => {
  await addMedicineWhileDataFails(page, supabase, { failStatus: 503 }, 'Losartán');
  await page.goto('/perfil');
  await expect(pending(page)).toBeVisible();
  await expectAccessible(page);
  // The account keeps the data, so the demo's 'clear this phone' would only bring it back.
  await expect(page.getByText('se guardan en tu cuenta y en este teléfono')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Borrar los datos de este teléfono' })).toHaveCount(
    0,
  );
  expect(await rows(supabase, 'medicines')).toEqual([]);

  supabase.data.configure({ failStatus: null });
  await expect(synced(page)).toBeVisible({ timeout: 20_000 });
  expect(await rows(supabase, 'medicines')).toHaveLength(1);
});

test('signing out with changes the server does not have asks first; staying keeps them, leaving removes them', async ({
  page,
  supabase,
}) => {
  await addMedicineWhileDataFails(page, supabase, { dropConnections: true }, 'Omeprazol');

  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Hay cambios sin sincronizar' });
  await expect(warning).toBeVisible();
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Seguir con la sesión abierta' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await page.goto('/agenda');
  await expect(page.getByRole('tabpanel', { name: 'Medicinas' })).toContainText('Omeprazol');

  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await warning.getByRole('button', { name: 'Cerrar sesión y borrar los cambios' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await memberDataLeft(page)).toEqual({});
  expect(await rows(supabase, 'medicines')).toEqual([]);
});

test('signing out pushes a change that has not gone yet, then clears this browser', async ({
  page,
  supabase,
}) => {
  await addMedicineWhileDataFails(page, supabase, { failStatus: 503 }, 'Aspirina');
  await page.goto('/perfil');
  await expect(pending(page)).toBeVisible();
  supabase.data.configure({ failStatus: null });
  await signOut(page);
  expect(await rows(supabase, 'medicines')).toHaveLength(1);
  expect(await memberDataLeft(page)).toEqual({});
});

test('a limit of the account keeps the new medicine on the phone and says why in Spanish (issue 40)', async ({
  page,
  supabase,
}) => {
  const limits = (rows: number | null) =>
    supabase.data.db.query(
      `update membership_private.member_data_limits
          set max_rows = coalesce($1, 2000) where table_name = 'medicines'`,
      [rows],
    );
  await limits(1);
  try {
    await logIn(page, memberA);
    await addMedicine(page, 'Metformina');
    await expectSynced(page);
    await addMedicine(page, 'Losartán');
    const refusal = toast(page, 'Tu cuenta llegó a su límite');
    await expect(refusal).toContainText(
      'Llegaste al límite de registros de «Medicinas» que puede guardar tu cuenta.',
    );
    await expect(refusal).toContainText('Tus cambios siguen guardados en este teléfono');
    expect((await rows(supabase, 'medicines')).length).toBe(1);

    // Nothing is lost: after a reload both medicines are there, and the profile says why one waits.
    await page.reload();
    const list = page.getByRole('tabpanel', { name: 'Medicinas' });
    await expect(list).toContainText('Metformina');
    await expect(list).toContainText('Losartán');
    await page.goto('/perfil');
    await expect(pending(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Cambios pendientes' })).toContainText(
      '«Medicinas»',
    );
    await expectAccessible(page);
  } finally {
    await limits(null);
  }
});
