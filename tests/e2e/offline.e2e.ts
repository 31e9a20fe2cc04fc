// The app after one visit: offline, installable, updated only when the member asks, and reminders
// as system notifications. Service workers are blocked for every other spec (playwright.config.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { metformina, mexicoClock, seedAgenda } from './support/agenda';
import { holderWithActivePlan, stayOnTelLinks } from './support/membership';
import {
  cachedUrls,
  launchProfileContext,
  makeNewBuild,
  NEW_BUILD_MARKER,
  projectRoot,
  systemNotifications,
  systemNotificationTimes,
  waitForServiceWorker,
} from './support/offline';
import { startStaticServer } from './support/staticServer';
import { expect, expectAccessible, signInAsDemoMember, test, toast } from './support/test';

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'Sin conexión: lo que guardes se queda en este teléfono.';
const landingTitle = 'Tu salud y tu tranquilidad, a un toque de distancia';

/** Member routes opened offline, with the title the shell's header shows for each. */
const offlineRoutes: ReadonlyArray<readonly [path: string, title: string]> = [
  ['/agenda', 'Agenda'],
  ['/mi-chequeo', 'Mi Chequeo'],
  ['/bienestar', 'Bienestar'],
  ['/coberturas', 'Coberturas'],
  ['/mi-chequeo/test-alertas', 'Test de alertas'],
];

function headerTitle(page: Page, title: string) {
  return page.getByRole('banner').getByRole('heading', { level: 1, name: title });
}

/**
 * The route's page has loaded: its lazy chunk came (no spinner left) and did not fail (a failed
 * chunk replaces the whole shell, header included, with the error panel).
 */
async function expectPageShown(page: Page, title: string): Promise<void> {
  await expect(headerTitle(page, title)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0);
  await expect(headerTitle(page, title)).toBeVisible();
}

test('after one visit, every screen opens without a connection', async ({ page, context }) => {
  test.setTimeout(90_000);
  // 'Usar' is open only while the plan is Activo.
  await signInAsDemoMember(page, holderWithActivePlan());
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/dashboard');
  await expectPageShown(page, 'Inicio');
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  await context.setOffline(true);
  for (const [route, title] of offlineRoutes) {
    await page.goto(route);
    await expectPageShown(page, title);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landingTitle })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/mi-chequeo');
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
});

const medicineList = (page: Page): Locator => page.getByRole('list', { name: 'Tus medicinas' });

const coverageCard = (page: Page, name: string): Locator =>
  page
    .getByRole('main')
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('offline, a medicine and a coverage use are saved, and are still there after reloading offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // 'Usar' is open only while the plan is Activo.
  await signInAsDemoMember(page, holderWithActivePlan());
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await page.goto('/agenda');
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar medicina' });
  await form.getByLabel('Nombre').fill('Metformina');
  await form.getByLabel('Dosis').fill('1 tableta de 850 mg');
  await form.getByLabel('Hora').fill('21:00');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Medicina agregada')).toBeVisible();
  await expect(medicineList(page)).toContainText('Metformina');
  await expect(medicineList(page)).toContainText('21:00 · 1 tableta de 850 mg');
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(medicineList(page).getByRole('listitem')).toHaveCount(1);
  await expect(medicineList(page)).toContainText('Metformina');
  await expectAccessible(page);

  await page.goto('/coberturas');
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await stayOnTelLinks(page);
  const available = coverageCard(page, 'Médico a domicilio').getByText(/disponibles?$/);
  await expect(available).toHaveText('2 de 2 disponibles');
  await coverageCard(page, 'Médico a domicilio').getByRole('link', { name: 'Usar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Uso de Servicio' });
  await confirm.getByRole('button', { name: 'Sí, lo usé' }).click();
  await expect(toast(page, 'Uso Registrado')).toBeVisible();
  await expect(available).toHaveText('1 de 2 disponibles');
  await page.reload();
  await expect(available).toHaveText('1 de 2 disponibles');
  await expectAccessible(page);
});

test('the cache holds the app and its images, and nothing from another origin', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const urls = await cachedUrls(page);
  const paths = urls.map((url) => new URL(url).pathname);
  expect(urls.filter((url) => new URL(url).origin !== baseURL)).toEqual([]);
  for (const expected of ['/index.html', '/app.html', '/legal.html', '/manifest.webmanifest']) {
    expect(paths).toContain(expected);
  }
  expect(paths).toEqual(expect.arrayContaining(['/icons/icon-192.png', '/images/hero.svg']));
  expect(paths.filter((cached) => cached.startsWith('/assets/')).length).toBeGreaterThan(20);
});

test('Chromium finds the app installable, with the manifest the issue asks for', async ({
  playwright,
  baseURL,
  request,
}) => {
  const profile = await launchProfileContext(playwright.chromium, baseURL ?? '');
  try {
    const page = await profile.context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await profile.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await profile.close();
  }

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Vita365'),
    short_name: 'Vita365',
    description: expect.any(String),
    lang: 'es-MX',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  );
  const icons = manifest.icons as ReadonlyArray<{ src: string; sizes: string; type: string }>;
  for (const icon of icons.filter((entry) => entry.type === 'image/png')) {
    const png = await (await request.get(icon.src)).body();
    // A PNG's width and height sit at bytes 16–23 of its IHDR chunk.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test("'Instalar la app' appears only once the browser offers it, and opens its dialog on a tap", async ({
  page,
}) => {
  await signInAsDemoMember(page);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const install = page.getByRole('button', { name: 'Instalar la app' });
  await expect(headerTitle(page, 'Inicio')).toBeVisible();
  await expect(install).toHaveCount(0);

  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        Object.assign(window, { installDialogShown: true });
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(install).toBeVisible();
  await expectAccessible(page);
  await install.click();
  await expect.poll(() => page.evaluate(() => 'installDialogShown' in window)).toBe(true);
  await expect(install).toHaveCount(0);
});

// System notifications exist only in the full browser, not in the headless shell the other specs use.
test.describe('reminders as system notifications', { tag: '@full-chromium' }, () => {
  test('with permission granted, a reminder shows once, tagged, opening the agenda', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await signInAsDemoMember(page);
    await page.goto('/agenda');
    await waitForServiceWorker(page);
    await expect(page.getByText('Recordatorios activados')).toBeVisible();
    await expectAccessible(page);
    const send = page.getByRole('button', { name: 'Enviar un aviso de prueba' });
    await send.click();
    await send.click();
    await expect
      .poll(() => systemNotifications(page))
      .toEqual([
        {
          tag: 'vita365-prueba',
          title: 'Vita365',
          body: 'Así te recordaremos tus medicinas y citas.',
          data: { url: '/agenda' },
        },
      ]);
  });

  test('a due medicine shows one notification, none once it is taken, and none again after a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await signInAsDemoMember(page);
    await seedAgenda(page, { medicines: [metformina] });
    await page.clock.install({ time: mexicoClock('2026-03-10T07:58') });
    await page.goto('/agenda');
    await waitForServiceWorker(page);
    const taken = page.getByRole('checkbox', { name: 'Tomada hoy: Metformina' });
    await expect(taken).toBeVisible();
    await expect(page.getByText('Recordatorios activados')).toBeVisible();
    // axe waits on timers: it runs before the clock is held.
    await expectAccessible(page);

    // From here on the clock moves only when the test says so.
    await page.clock.pauseAt(new Date(mexicoClock('2026-03-10T07:59').getTime() + 59_000));
    expect(await systemNotifications(page)).toEqual([]);
    await page.clock.runFor('00:02');
    await expect(toast(page, 'Hora de tu medicina')).toContainText('Metformina');
    await expect
      .poll(() => systemNotifications(page))
      .toEqual([
        {
          tag: 'vita365-reminder:medicine:m1:2026-03-10T08:00',
          title: 'Hora de tu medicina',
          body: 'Metformina: 1 tableta de 850 mg, a las 08:00.',
          data: { url: '/agenda' },
        },
      ]);
    const [shownAt] = await systemNotificationTimes(page);

    // A reload checks again at once and at the next minute: the notification is not shown anew.
    await page.clock.resume();
    await page.reload();
    await expect(taken).toBeVisible();
    await page.clock.pauseAt(mexicoClock('2026-03-10T08:03'));
    await page.clock.runFor('01:01');
    expect(await systemNotificationTimes(page)).toEqual([shownAt]);

    await taken.check();
    await expect.poll(() => systemNotifications(page)).toEqual([]);
    await page.clock.resume();
    await page.reload();
    await expect(taken).toBeChecked();
    await page.clock.pauseAt(mexicoClock('2026-03-10T08:06'));
    await page.clock.runFor('01:01');
    expect(await systemNotifications(page)).toEqual([]);
  });

  test('a tapped reminder shows the agenda in the open tab, without reloading it', async ({
    page,
    context,
  }) => {
    await signInAsDemoMember(page);
    await page.goto('/dashboard');
    await waitForServiceWorker(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const worker = context.serviceWorkers()[0];
    expect(worker, 'the service worker of the page').toBeDefined();
    // What the worker's notificationclick handler sends to an open tab (src/domain/device/serviceWorkerMessages.ts).
    await worker?.evaluate(async () => {
      const scope = self as unknown as {
        clients: { matchAll(options: object): Promise<Array<{ postMessage(m: unknown): void }>> };
      };
      const [tab] = await scope.clients.matchAll({ type: 'window' });
      tab?.postMessage({ type: 'vita365:open-path', path: '/agenda' });
    });
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(headerTitle(page, 'Agenda')).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test("'Activar recordatorios' asks only when tapped, and says why when the browser refuses", async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.goto('/agenda');
    await waitForServiceWorker(page);
    const activate = page.getByRole('button', { name: 'Activar recordatorios' });
    await expect(activate).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await activate.click();
    await expect(page.getByText('Los avisos están bloqueados para Vita365.')).toBeVisible();
    await expect(activate).toHaveCount(0);
    await expectAccessible(page);
  });
});

test("a new build offers 'Hay una nueva versión' without reloading, and 'Actualizar' loads it", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const newBuildDir = `dist-offline-update/${process.pid}-${testInfo.workerIndex}`;
  const server = await startStaticServer(path.join(projectRoot, 'dist'));
  try {
    const newBuild = await makeNewBuild(newBuildDir);
    await page.goto(`${server.url}/login`);
    await waitForServiceWorker(page);
    const email = page.getByLabel('Correo electrónico');
    await email.fill('ana.lopez@example.com');

    server.serve(newBuild);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    const update = page.getByRole('button', { name: 'Actualizar' });
    await expect(page.getByText('Hay una nueva versión')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
    // Still the old page, with what the member typed: nothing reloaded by itself.
    await expect(email).toHaveValue('ana.lopez@example.com');
    expect(await page.content()).not.toContain(NEW_BUILD_MARKER);

    await update.click();
    await expect(page.locator('meta[name="vita365-build"]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByText('Hay una nueva versión')).toHaveCount(0);
  } finally {
    await server.close();
    await rm(path.join(projectRoot, newBuildDir), { recursive: true, force: true });
  }
});
