// Fixtures of the offline spec: waiting for the service worker, reading its caches, and a second
// build to serve over the first (tests/e2e/support/staticServer.ts swaps the folder it serves).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, BrowserType, Page } from '@playwright/test';
import { chromiumArgs, headlessShell } from '../../../playwright.config';
import { APP_SHELL_FILE } from '../../../scripts/build/appShellFallback';
import { rebuildServiceWorker } from '../../../scripts/build/rebuildServiceWorker';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Resolves once a service worker is active and controls the page (precaching is done by then). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** Every URL held in the page's Cache Storage. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * A browser with a profile on disk: Chromium never offers to install from an incognito profile,
 * which is what Playwright's usual contexts are.
 */
export async function launchProfileContext(
  browserType: BrowserType,
  baseURL: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'vita365-profile-'));
  const context = await browserType.launchPersistentContext(profile, {
    executablePath: headlessShell,
    args: chromiumArgs,
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'es-MX',
    serviceWorkers: 'allow',
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** The system notifications the page's service worker registration shows, oldest first. */
export function systemNotifications(
  page: Page,
): Promise<Array<{ tag: string; title: string; body: string; data: unknown }>> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map(({ tag, title, body, data }) => ({ tag, title, body, data }));
  });
}

/**
 * When each shown notification was made, oldest first: a reminder shown again under its tag would
 * replace the first one with a later time, so an unchanged time proves it was not shown twice.
 */
export function systemNotificationTimes(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    // Chromium has Notification.timestamp; TypeScript's DOM types leave it out.
    return notifications.map(
      (notification) => (notification as Notification & { readonly timestamp: number }).timestamp,
    );
  });
}

/** The marker a "new build" carries in its HTML, to tell which version a page runs. */
export const NEW_BUILD_MARKER = '<meta name="vita365-build" content="nueva">';

/**
 * A second build: a copy of dist/ whose HTML changed, with its service worker built again by the
 * project's own pipeline, so sw.js differs exactly as it does after a real release.
 */
export async function makeNewBuild(outDir: string): Promise<string> {
  const folder = path.join(projectRoot, outDir);
  await rm(folder, { recursive: true, force: true });
  await cp(path.join(projectRoot, 'dist'), folder, { recursive: true });
  for (const file of ['index.html', APP_SHELL_FILE]) {
    const page = path.join(folder, file);
    const html = await readFile(page, 'utf8');
    await writeFile(page, html.replace('</head>', `${NEW_BUILD_MARKER}</head>`));
  }
  await rebuildServiceWorker(projectRoot, outDir);
  return folder;
}
