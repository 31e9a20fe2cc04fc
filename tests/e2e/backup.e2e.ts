import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  addAppointmentThroughAgenda,
  addMedicineThroughAgenda,
  clearStorageButUser,
  saveFavorite,
  saveVitals,
  storageSnapshot,
} from './support/backup';
import {
  closeToast,
  expect,
  expectAccessible,
  signInAsDemoMember,
  test,
  toast,
} from './support/test';

const NOTHING_CHANGED = 'No se cambió nada en este teléfono.';

const section = (page: Page) => page.getByRole('region', { name: 'Mis datos' });
const refusal = (page: Page) => section(page).getByRole('alert');

/** Picks a file with 'Restaurar mis datos', as the phone's file chooser would hand it over. */
async function pick(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await section(page).getByLabel('Restaurar mis datos').setInputFiles(file);
}

test.beforeEach(async ({ page }) => {
  await signInAsDemoMember(page);
  await page.clock.install({ time: new Date('2026-03-10T09:00:00-06:00') });
});

test('the data file brings back a medicine, an appointment, a vitals reading and a favourite in a cleared browser', async ({
  page,
}) => {
  // Five screens and a reload: longer than one page's budget on a loaded machine.
  test.slow();
  await addMedicineThroughAgenda(page);
  await closeToast(page, 'Medicina agregada');
  await addAppointmentThroughAgenda(page);
  await saveVitals(page);
  await saveFavorite(page);

  await page.goto('/perfil');
  await expect(section(page).getByRole('heading', { name: 'Mis datos' })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section(page).getByRole('button', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('vita365-datos-2026-03-10.json');
  await expect(toast(page, 'Datos descargados')).toContainText('vita365-datos-2026-03-10.json');
  const saved = await download.path();
  const file = JSON.parse(await readFile(saved, 'utf8')) as {
    format: string;
    version: number;
    member: { email: string; cardId: string };
    data: Record<string, unknown[]>;
  };
  expect(file).toMatchObject({
    format: 'vita365-datos',
    version: 1,
    member: { email: 'ana.lopez@example.com', cardId: 'VITA-7C1E3A52' },
  });
  expect(file.data.vita365_medicines).toEqual([expect.objectContaining({ name: 'Metformina' })]);
  expect(file.data.vita365_appointments).toEqual([
    expect.objectContaining({ title: 'Cardiología' }),
  ]);
  expect(file.data['vita-measurements']).toEqual([
    expect.objectContaining({ type: 'vitals', vitals: { pressure: '118/76', heartRate: 70 } }),
  ]);
  expect(file.data.vita365_favorites).toEqual([
    expect.objectContaining({ slug: 'respiracion-4-7-8' }),
  ]);

  await clearStorageButUser(page);
  await page.reload();
  await pick(page, saved);
  const confirm = page.getByRole('dialog', { name: 'Restaurar mis datos' });
  await expect(confirm).toContainText('Se agregarán 1 medicina, 1 cita, 1 medición y 1 favorito.');
  await expect(confirm).toContainText('Respaldo del 10 de marzo de 2026 de ana.lopez@example.com.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  // Said after the fact, in the past tense (issue 43).
  await expect(toast(page, '¡Datos restaurados!')).toContainText(
    'Se agregaron 1 medicina, 1 cita, 1 medición y 1 favorito.',
  );

  await page.goto('/agenda');
  await expect(page.getByRole('main')).toContainText('Metformina');
  // Metformina at 08:00 is due at the clock's 09:00: its reminder covers the tabs until closed.
  await closeToast(page, 'Hora de tu medicina');
  await page.getByRole('tab', { name: 'Citas médicas' }).click();
  await expect(page.getByRole('region', { name: 'Próximas citas' })).toContainText('Cardiología');
  await page.goto('/mi-chequeo');
  await expect(page.getByRole('main')).toContainText('Presión 118/76 mmHg · Pulso 70 lpm');
  await page.goto('/bienestar');
  await expect(
    page
      .getByRole('list', { name: 'Tus favoritos' })
      .getByRole('link', { name: /Respiración 4-7-8/ }),
  ).toBeVisible();

  await page.goto('/perfil');
  await pick(page, saved);
  await expect(page.getByRole('dialog', { name: 'Restaurar mis datos' })).toContainText(
    'Este teléfono ya tiene todo lo que hay en el archivo.',
  );
  await page.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('random bytes, JSON of another shape and a huge file are refused and change nothing', async ({
  page,
}) => {
  await addMedicineThroughAgenda(page);
  await page.goto('/perfil');
  const before = await storageSnapshot(page);

  const bytes = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 137 + 11) % 256));
  await pick(page, { name: 'vita365-datos.json', mimeType: 'application/json', buffer: bytes });
  await expect(refusal(page)).toContainText('No se pudo restaurar');
  await expect(refusal(page)).toContainText(
    `El archivo no se puede leer: no es un respaldo de Vita365. ${NOTHING_CHANGED}`,
  );
  await expectAccessible(page);

  const otherShape = JSON.stringify({ medicines: [{ name: 'Aspirina' }], appointments: [] });
  await pick(page, {
    name: 'agenda.json',
    mimeType: 'application/json',
    buffer: Buffer.from(otherShape),
  });
  await expect(refusal(page)).toContainText(
    `Este archivo no es un respaldo de Vita365. ${NOTHING_CHANGED}`,
  );

  await pick(page, {
    name: 'video.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 32),
  });
  await expect(refusal(page)).toContainText(`El archivo pesa más de 5 MB`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storageSnapshot(page)).toEqual(before);
});

test('a restore leaves out the file’s damaged records, says how many, and Mi Chequeo reads everything', async ({
  page,
}) => {
  const damaged = {
    format: 'vita365-datos',
    version: 1,
    exportedAt: '2026-03-01T12:00:00.000Z',
    member: { email: 'ana.lopez@example.com', cardId: 'VITA-7C1E3A52' },
    data: {
      vita365_medicines: [
        { id: 'a1', name: 'Losartán', dose: '50 mg', time: '21:00', taken: false },
        { id: 'a2', name: 'Aspirina', dose: '100 mg', time: 'en la noche', taken: false },
      ],
      'vita-measurements': [
        {
          id: 'v1',
          created_at: '2026-03-01T15:00:00.000Z',
          time: '09:00',
          type: 'vitals',
          source: 'manual',
          vitals: { pressure: '121/79', heartRate: 66 },
        },
        // Passes the reading's schema, but has nothing Mi Chequeo could show.
        { id: 'v2', created_at: '2026-03-02T15:00:00.000Z', type: 'vitals', vitals: {} },
      ],
    },
  };
  await page.goto('/perfil');
  await expect(section(page).getByRole('heading', { name: 'Mis datos' })).toBeVisible();
  await pick(page, {
    name: 'vita365-datos-2026-03-01.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(damaged)),
  });
  const confirm = page.getByRole('dialog', { name: 'Restaurar mis datos' });
  await expect(confirm).toContainText('Se agregarán 1 medicina y 1 medición.');
  await expect(confirm).toContainText('2 registros dañados del archivo no se restaurarán.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  await expect(toast(page, '¡Datos restaurados!')).toContainText(
    'No se restauraron 2 registros dañados del archivo.',
  );
  const stored = await storageSnapshot(page);
  expect(JSON.parse(stored.vita365_medicines ?? '[]')).toEqual([
    expect.objectContaining({ id: 'a1', name: 'Losartán' }),
  ]);
  expect(JSON.parse(stored['vita-measurements'] ?? '[]')).toEqual([
    expect.objectContaining({ id: 'v1' }),
  ]);

  await page.goto('/mi-chequeo');
  await expect(page.getByRole('main')).toContainText('Presión 121/79 mmHg · Pulso 66 lpm');
  await expect(toast(page, 'Algunos registros no se pudieron leer')).toHaveCount(0);
  await expectAccessible(page);
});

test('clearing this phone asks first, suggests downloading, and keeps the member signed in', async ({
  page,
}) => {
  await saveFavorite(page);
  await page.goto('/perfil');
  await section(page).getByRole('button', { name: 'Borrar los datos de este teléfono' }).click();
  const question = page.getByRole('alertdialog', { name: '¿Borrar los datos de este teléfono?' });
  await expect(question).toContainText('Te sugerimos descargar tus datos antes');
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    question.getByRole('button', { name: 'Descargar primero' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('vita365-datos-2026-03-10.json');
  await question.getByRole('button', { name: 'Borrar datos' }).click();
  await expect(toast(page, 'Datos borrados')).toContainText('Tu cuenta sigue abierta.');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ana López García' })).toBeVisible();
  expect(JSON.parse((await storageSnapshot(page)).vita365_favorites ?? 'null')).toEqual([]);
  await page.goto('/bienestar');
  await expect(page.getByRole('main').getByText('Aún no tienes favoritos.')).toBeVisible();
});
