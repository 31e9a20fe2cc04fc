// The app after one visit: offline, installable, updated only when the member asks, and reminders
// as system notifications. Service workers are blocked for every other spec (playwright.config.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  cachedUrls,
  launchProfileContext,
  makeNewBuild,
  NEW_BUILD_MARKER,
  projectRoot,
  startSwappableServer,
  systemNotifications,
  waitForServiceWorker,
} from './support/offline';
import { expect, expectAccessible, signInAsDemoMember, test } from './support/test';

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
  await signInAsDemoMember(page);
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

test('the cache holds the app and its images, and nothing from another origin', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const urls = await cachedUrls(page);
  const paths = urls.map((url) => new URL(url).pathname);
  expect(urls.filter((url) => new URL(url).origin !== baseURL)).toEqual([]);
  for (const expected of ['/index.html', '/legal.html', '/manifest.webmanifest']) {
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

test.describe('reminders as system notifications', () => {
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
    // What the worker's notificationclick handler sends to an open tab (src/serviceWorker/messages.ts).
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
  const server = await startSwappableServer(path.join(projectRoot, 'dist'));
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
