import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { Appointment } from '../../src/content/types/storage/appointment';
import type { Medicine } from '../../src/content/types/storage/medicine';
import { logToasts, metformina, mexicoClock, seedAgenda, stored, toastLog } from './support/agenda';
import {
  closeToast,
  expect,
  expectAccessible,
  signInAsDemoMember,
  test,
  toast,
} from './support/test';

const DELETE_QUESTION = '¿Estás seguro de que deseas eliminar este elemento?';

const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

async function addMedicine(page: Page, name: string, dose: string, time: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const form = dialog(page, 'Agregar medicina');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Dosis').fill(dose);
  await form.getByLabel('Hora').fill(time);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toHaveCount(0);
  await expect(toast(page, 'Medicina agregada')).toBeVisible();
}

async function downloadText(page: Page, button: string): Promise<{ file: Download; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { file, text: await readFile(await file.path(), 'utf8') };
}

test.beforeEach(async ({ page }) => {
  await signInAsDemoMember(page);
});

test('a medicine is added, its dose edited, ticked as taken and deleted after confirming', async ({
  page,
}) => {
  await page.clock.install({ time: mexicoClock('2026-03-10T09:00') });
  await page.goto('/agenda');
  await expect(page.getByRole('tab', { name: 'Medicinas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
  await expect(
    page.getByText('Descarga tus archivos, por seguridad se eliminarán en unos días.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  await expect(dialog(page, 'Agregar medicina')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await addMedicine(page, 'Metformina', '1 tableta de 850 mg', '20:00');
  await expect(toast(page, 'Medicina agregada')).toBeVisible();
  const list = page.getByRole('list', { name: 'Tus medicinas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Metformina');
  await expect(list).toContainText('20:00 · 1 tableta de 850 mg');

  await page.getByRole('button', { name: 'Editar Metformina' }).click();
  const edit = dialog(page, 'Editar medicina');
  await expect(edit.getByLabel('Dosis')).toHaveValue('1 tableta de 850 mg');
  await expectAccessible(page);
  await edit.getByLabel('Dosis').fill('2 tabletas de 850 mg');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Medicina actualizada')).toBeVisible();
  await expect(list).toContainText('20:00 · 2 tabletas de 850 mg');

  const taken = page.getByRole('checkbox', { name: 'Tomada hoy: Metformina' });
  await expect(list.getByText('Metformina', { exact: true }).locator('..')).toHaveCSS(
    'text-decoration-line',
    'none',
  );
  await taken.check();
  await expect(taken).toBeChecked();
  await expect(list.getByText('Metformina', { exact: true }).locator('..')).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  expect(await stored<Medicine[]>(page, 'vita365_medicines')).toEqual([
    expect.objectContaining({
      name: 'Metformina',
      dose: '2 tabletas de 850 mg',
      time: '20:00',
      taken: true,
      takenOn: '2026-03-10',
    }),
  ]);

  await page.getByRole('button', { name: 'Eliminar Metformina' }).click();
  const confirm = page.getByRole('alertdialog', { name: DELETE_QUESTION });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Eliminar Metformina' }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Medicina eliminada')).toBeVisible();
  await expect(page.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
  // The deleted row's buttons are gone: focus lands on the list it was in, not on the page's top.
  await expect(page.getByRole('tabpanel', { name: 'Medicinas' })).toBeFocused();
  expect(await stored(page, 'vita365_medicines')).toEqual([]);
});

test('yesterday’s tick shows as not taken today', async ({ page }) => {
  await seedAgenda(page, {
    medicines: [
      {
        id: 'm1',
        name: 'Losartán',
        dose: '50 mg',
        time: '21:00',
        taken: true,
        takenOn: '2026-03-09',
      },
    ],
  });
  await page.clock.install({ time: mexicoClock('2026-03-10T09:00') });
  await page.goto('/agenda');
  await expect(page.getByRole('checkbox', { name: 'Tomada hoy: Losartán' })).not.toBeChecked();
});

test('an empty medicine form shows the required-field messages and saves nothing', async ({
  page,
}) => {
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const form = dialog(page, 'Agregar medicina');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El nombre es obligatorio.')).toBeVisible();
  await expect(form.getByText('La dosis es obligatoria.')).toBeVisible();
  await expect(form.getByText('La hora es obligatoria.')).toBeVisible();
  await expect(form.getByLabel('Nombre')).toBeFocused();
  await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await form.getByLabel('Nombre').fill('Paracetamol');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByLabel('Dosis')).toBeFocused();
  await expect(form).toBeVisible();
  expect(await stored(page, 'vita365_medicines')).toBeNull();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Aún no tienes medicinas registradas.')).toBeVisible();
});

test('a 5,000-character dose is refused at the input, with a counter near the limit', async ({
  page,
}) => {
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const dose = dialog(page, 'Agregar medicina').getByLabel('Dosis');
  await dose.fill('1 tableta '.repeat(500));
  await expect(dose).toHaveValue('1 tableta '.repeat(10));
  await expect(dose).toHaveAccessibleDescription(/100\/100/);
  await expectAccessible(page);
});

test('with the keyboard open (a 390×450 viewport) the appointment dialog scrolls within the screen to its Guardar', async ({
  page,
}) => {
  await page.goto('/agenda');
  await page.getByRole('tab', { name: 'Citas médicas' }).click();
  await page.setViewportSize({ width: 390, height: 450 });
  await page.getByRole('button', { name: 'Agregar cita' }).click();
  const form = dialog(page, 'Agregar cita');
  const box = await form.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(450);
  expect(await form.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  const save = form.getByRole('button', { name: 'Guardar' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
  await save.click();
  await expect(form.getByText('El título es obligatorio.')).toBeVisible();
  await expectAccessible(page);
});

test('a 100-character title without spaces breaks inside its toast and the list, with no sideways scroll', async ({
  page,
}) => {
  await page.clock.install({ time: mexicoClock('2026-03-10T09:00') });
  await page.goto('/agenda');
  await page.getByRole('tab', { name: 'Citas médicas' }).click();
  await page.getByRole('button', { name: 'Agregar cita' }).click();
  const form = dialog(page, 'Agregar cita');
  const title = 'Cardiología'.repeat(10).slice(0, 100);
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Fecha y hora').fill('2026-03-12T10:30');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const added = toast(page, 'Cita agregada');
  await expect(added).toContainText(title);
  const inside = await added.evaluate((item) => {
    const box = item.getBoundingClientRect();
    return item.scrollWidth <= item.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
  });
  expect(inside).toBe(true);
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectAccessible(page);
});

test('an appointment more than 5 years away asks ¿Seguro? first; one in 2100 is saved only when confirmed', async ({
  page,
}) => {
  await page.clock.install({ time: mexicoClock('2026-03-10T09:00') });
  await page.goto('/agenda');
  await page.getByRole('tab', { name: 'Citas médicas' }).click();
  await page.getByRole('button', { name: 'Agregar cita' }).click();
  const form = dialog(page, 'Agregar cita');
  await form.getByLabel('Título').fill('Dentista');
  await form.getByLabel('Fecha y hora').fill('2100-03-12T10:30');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const question = page.getByRole('alertdialog', { name: '¿Seguro? La cita es en 2100' });
  await expect(question).toContainText('Queda a más de 5 años de hoy.');
  await expectAccessible(page);

  await question.getByRole('button', { name: 'Revisar la fecha' }).click();
  await expect(question).toHaveCount(0);
  await expect(form.getByLabel('Fecha y hora')).toHaveValue('2100-03-12T10:30');
  expect(await stored(page, 'vita365_appointments')).toBeNull();

  await form.getByRole('button', { name: 'Guardar' }).click();
  await question.getByRole('button', { name: 'Sí, guardar' }).click();
  await expect(toast(page, 'Cita agregada')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Próximas citas' })).toContainText('2100');
});

test('an appointment shows its Spanish date, and both exports carry the agenda', async ({
  page,
}) => {
  await page.clock.install({ time: mexicoClock('2026-03-10T09:00') });
  await page.goto('/agenda');
  await addMedicine(page, 'Metformina', '1 tableta de 850 mg', '08:00');
  // The toast sits over the tabs; a member closes it to reach them.
  await closeToast(page, 'Medicina agregada');

  await page.getByRole('tab', { name: 'Citas médicas' }).click();
  await expect(page.getByText('Aún no tienes citas médicas registradas.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Agregar cita' }).click();
  const form = dialog(page, 'Agregar cita');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('El título es obligatorio.')).toBeVisible();
  await expect(form.getByText('La fecha y hora son obligatorias.')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel('Título').fill('Cardiología');
  await form.getByLabel('Fecha y hora').fill('2026-03-12T10:30');
  await form.getByLabel('Lugar (opcional)').fill('Hospital Ángeles, consultorio 4');
  await form.getByLabel('Notas (opcional)').fill('Llevar estudios');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cita agregada')).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Próximas citas' });
  await expect(upcoming).toContainText('Cardiología');
  await expect(upcoming).toContainText('Jueves, 12 de marzo de 2026, 10:30');
  await expect(upcoming).toContainText('Hospital Ángeles, consultorio 4');
  await expect(upcoming).toContainText('Llevar estudios');

  const json = await downloadText(page, 'Exportar agenda (JSON)');
  expect(json.file.suggestedFilename()).toBe('vita365-agenda-2026-03-10.json');
  await expect(toast(page, 'Agenda exportada')).toBeVisible();
  const exported = JSON.parse(json.text) as { medicines: Medicine[]; appointments: Appointment[] };
  expect(exported.medicines).toEqual([
    expect.objectContaining({ name: 'Metformina', dose: '1 tableta de 850 mg', time: '08:00' }),
  ]);
  expect(exported.appointments).toEqual([
    expect.objectContaining({
      title: 'Cardiología',
      datetime: '2026-03-12T16:30:00.000Z',
      location: 'Hospital Ángeles, consultorio 4',
      notes: 'Llevar estudios',
    }),
  ]);

  const ics = await downloadText(page, 'Añadir al calendario (.ics)');
  expect(ics.file.suggestedFilename()).toBe('vita365-agenda-2026-03-10.ics');
  const calendar = new ICAL.Component(ICAL.parse(ics.text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    event: new ICAL.Event(vevent),
    trigger: vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger'),
    rrule: vevent.getFirstPropertyValue('rrule'),
  }));
  const medicine = events.find(({ event }) => event.summary.includes('Metformina'));
  const visit = events.find(({ event }) => event.summary === 'Cardiología');
  expect(String(medicine?.rrule)).toBe('FREQ=DAILY');
  expect(medicine?.event.startDate.zone?.tzid).toBe('America/Mexico_City');
  expect(medicine?.event.startDate.toJSDate().toISOString()).toBe('2026-03-10T14:00:00.000Z');
  expect((medicine?.trigger as ICAL.Duration).toSeconds()).toBe(0);
  expect(visit?.rrule).toBeNull();
  expect(visit?.event.location).toBe('Hospital Ángeles, consultorio 4');
  expect(visit?.event.startDate.toJSDate().toISOString()).toBe('2026-03-12T16:30:00.000Z');
  // 4 hours before 10:30 is 06:30, in the night: the first alarm moves to 21:00 the evening before.
  expect((visit?.trigger as ICAL.Duration).toSeconds()).toBe(-13.5 * 60 * 60);
});

test.describe('in-app reminders', () => {
  const losartan: Medicine = { ...metformina, id: 'm2', name: 'Losartán', dose: '50 mg' };

  test.beforeEach(async ({ page }) => {
    await logToasts(page);
  });

  test('the reminder shows at the medicine’s time, not before, and not again after a reload', async ({
    page,
  }) => {
    await seedAgenda(page, { medicines: [metformina, { ...losartan, time: '08:02' }] });
    await page.clock.install({ time: mexicoClock('2026-03-10T07:58') });
    await page.goto('/agenda');
    await expect(page.getByRole('checkbox', { name: 'Tomada hoy: Metformina' })).toBeVisible();

    // From here on the clock moves only when the test says so.
    await page.clock.pauseAt(new Date(mexicoClock('2026-03-10T07:59').getTime() + 59_000));
    expect((await toastLog(page)).join()).not.toContain('Hora de tu medicina');
    await page.clock.runFor('00:02');
    await expect(toast(page, 'Hora de tu medicina')).toContainText(
      'Metformina: 1 tableta de 850 mg, a las 08:00.',
    );

    // The app needs its timers to start up: let the clock flow through the reload, then hold it.
    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Tomada hoy: Metformina' })).toBeVisible();
    await page.clock.pauseAt(mexicoClock('2026-03-10T08:01'));
    await page.clock.runFor('01:01');
    await expect(toast(page, 'Hora de tu medicina')).toContainText('Losartán');
    const reminders = (await toastLog(page)).filter((text) => text.includes('Hora de tu medicina'));
    expect(reminders).toHaveLength(2);
    expect(reminders.filter((text) => text.includes('Metformina'))).toHaveLength(1);
  });

  test('no reminder shows for a medicine ticked as taken before its time', async ({ page }) => {
    await seedAgenda(page, { medicines: [metformina, losartan] });
    await page.clock.install({ time: mexicoClock('2026-03-10T07:58') });
    await page.goto('/agenda');
    const taken = page.getByRole('checkbox', { name: 'Tomada hoy: Metformina' });
    await expect(taken).toBeVisible();
    await page.clock.pauseAt(mexicoClock('2026-03-10T07:59'));
    await taken.check();
    await page.clock.runFor('01:01');
    // Losartán, due at the same minute, proves the check ran; Metformina is not in it.
    const reminder = toast(page, 'Hora de tu medicina');
    await expect(reminder).toContainText('Losartán');
    await expect(reminder).not.toContainText('Metformina');
  });

  test('an appointment reminds 4 hours before, on any member page', async ({ page }) => {
    await seedAgenda(page, {
      appointments: [
        {
          id: 'a1',
          title: 'Cardiología',
          datetime: '2026-03-10T18:00:00.000Z',
          location: 'Hospital Ángeles',
          notes: '',
        },
      ],
    });
    await page.clock.install({ time: mexicoClock('2026-03-10T07:59') });
    await page.goto('/perfil');
    await page.clock.runFor('01:01');
    await expect(toast(page, 'Recordatorio de cita')).toContainText(
      'Cardiología: Martes, 10 de marzo de 2026, 12:00, en Hospital Ángeles.',
    );
    expect((await toastLog(page)).filter((text) => text.includes('Cardiología'))).toHaveLength(1);
  });
});
