// Fixtures of the check-up area: stored data put in place before the page loads, storage read back,
// and the day headings the history shows.
import type { Page } from '@playwright/test';
import { expect, expectAccessible as axeCheck, toast } from './test';

/** The time zone of the Playwright config's phone; the history groups days in it. */
export const PHONE_TIME_ZONE = 'America/Mexico_City';

/** Writes these storage keys (values as JSON, or raw text) once, before any page script runs. */
export async function seedStorage(page: Page, items: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(items).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
  await page.addInitScript((pairs) => {
    if (sessionStorage.getItem('__seeded_checkup')) return;
    for (const [key, value] of pairs) localStorage.setItem(key as string, value as string);
    sessionStorage.setItem('__seeded_checkup', '1');
  }, entries);
}

export async function storedArray(page: Page, key: string): Promise<unknown[]> {
  return page.evaluate((storageKey) => {
    const raw = localStorage.getItem(storageKey);
    return raw === null ? [] : (JSON.parse(raw) as unknown[]);
  }, key);
}

/** 'Lunes, 23 de noviembre de 2026' for that moment on the phone. */
export function dayHeading(at: Date): string {
  const text = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: PHONE_TIME_ZONE,
  }).format(at);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Records every script the page fetches, to tell whether the chart chunk (nivo) was loaded. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

export const chartChunk = /\/assets\/LineChart-[^/]+\.js$/;

async function toastsOpaque(page: Page): Promise<void> {
  for (const shown of await toast(page, /./).all()) await expect(shown).toHaveCSS('opacity', '1');
}

/**
 * axe on the page once any toast has finished sliding in: measured mid-animation, a half-transparent
 * toast fails the contrast check although the member sees it fully opaque a moment later. A toast
 * can also start sliding in during the check itself: then the page is checked again, just as
 * strictly, once that toast is opaque.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await toastsOpaque(page);
  try {
    await axeCheck(page);
  } catch (error) {
    if ((await toast(page, /./).count()) === 0) throw error;
    await toastsOpaque(page);
    await axeCheck(page);
  }
}
