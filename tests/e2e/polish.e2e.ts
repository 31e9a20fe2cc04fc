// Issue 27's fixes in areas whose own spec files other work is changing: agenda alarms kept out of the
// night, and a screen whose code cannot load offline (no service worker) saying so.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { logToasts, mexicoClock, seedAgenda, toastLog } from './support/agenda';
import { expect, expectAccessible, signInAsDemoMember, test, toast } from './support/test';

async function downloadText(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return readFile(await file.path(), 'utf8');
}

test.beforeEach(async ({ page }) => {
  await signInAsDemoMember(page);
});

test.describe('an appointment at 7:00 never rings at 3:00', () => {
  const earlyVisit = {
    id: 'a7',
    title: 'Análisis en ayunas',
    // 07:00 in Mexico City on 11 March 2026.
    datetime: '2026-03-11T13:00:00.000Z',
    location: 'Laboratorio Central',
    notes: '',
  };

  test('the .ics alarms ring at 21:00 the evening before and 1 hour before', async ({ page }) => {
    await seedAgenda(page, { appointments: [earlyVisit] });
    await page.clock.setFixedTime(mexicoClock('2026-03-10T12:00'));
    await page.goto('/agenda');
    await page.getByRole('tab', { name: 'Citas' }).click();
    await expect(page.getByRole('region', { name: 'Próximas citas' })).toContainText(
      'Análisis en ayunas',
    );
    await expectAccessible(page);
    const text = await downloadText(page, 'Añadir al calendario (.ics)');
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    const start = event?.getFirstPropertyValue('dtstart') as ICAL.Time;
    const rings = (event?.getAllSubcomponents('valarm') ?? []).map((alarm) => {
      const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
      return new Date(start.toJSDate().getTime() + trigger.toSeconds() * 1000).toISOString();
    });
    expect(rings).toEqual([
      mexicoClock('2026-03-10T21:00').toISOString(),
      mexicoClock('2026-03-11T06:00').toISOString(),
    ]);
  });

  test('the in-app reminder shows at 21:00 the evening before, not at 3:00, and again at 6:00', async ({
    page,
  }) => {
    await logToasts(page);
    await seedAgenda(page, { appointments: [earlyVisit] });
    await page.clock.install({ time: mexicoClock('2026-03-10T20:59') });
    await page.goto('/perfil');
    await page.clock.runFor('01:01');
    await expect(toast(page, 'Recordatorio de cita')).toContainText('Análisis en ayunas');
    await expectAccessible(page);
    await page.clock.fastForward('06:00:00');
    await page.clock.runFor('01:00');
    await expect
      .poll(async () =>
        (await toastLog(page)).filter((line) => line.includes('Análisis en ayunas')),
      )
      .toHaveLength(1);
    await page.clock.fastForward('03:01:00');
    await page.clock.runFor('01:00');
    await expect
      .poll(async () =>
        (await toastLog(page)).filter((line) => line.includes('Análisis en ayunas')),
      )
      .toHaveLength(2);
  });
});

test.describe('a screen whose code cannot arrive says the connection failed, not «Algo salió mal»', () => {
  const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

  async function openDashboard(page: Page): Promise<void> {
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Inicio' })).toBeVisible();
  }

  test('offline without a service worker: «Sin conexión» with Reintentar; the screen opens once back online', async ({
    page,
    context,
  }) => {
    await openDashboard(page);
    await context.setOffline(true);
    await bottomNav(page).getByRole('link', { name: 'Agenda' }).click();

    const offline = page.getByRole('heading', { level: 1, name: 'Sin conexión' });
    await expect(offline).toBeVisible();
    await expect(page.getByText('Tu teléfono no tiene conexión a internet')).toBeVisible();
    await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    await expectAccessible(page);

    // Still offline: trying again says the same, and the app is still there.
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(offline).toBeVisible();

    // The connection comes back: the screen opens by itself, at the address the member chose.
    await context.setOffline(false);
    await expect(page.getByRole('tab', { name: 'Medicinas' })).toBeVisible();
    await expect(page).toHaveURL(/\/agenda$/);
    await expectAccessible(page);
  });

  test('a dropped request for the screen’s code: Reintentar fetches it again', async ({ page }) => {
    await openDashboard(page);
    await page.route('**/assets/AgendaPage-*', (route) => route.abort('internetdisconnected'));
    await bottomNav(page).getByRole('link', { name: 'Agenda' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'No se pudo cargar la pantalla' }),
    ).toBeVisible();
    await expect(page.getByText('Algo salió mal')).toHaveCount(0);
    await expectAccessible(page);

    await page.unroute('**/assets/AgendaPage-*');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('tab', { name: 'Medicinas' })).toBeVisible();
  });
});
