// Fixtures of the agenda e2e spec: stored medicines and appointments, and a log of every toast shown
// (kept across reloads), to prove a reminder showed once and only once.
import type { Page } from '@playwright/test';
import type { Appointment } from '../../../src/content/types/storage/appointment';
import type { Medicine } from '../../../src/content/types/storage/medicine';

/** A medicine due at 08:00, not yet taken: the reminder specs' example. */
export const metformina: Medicine = {
  id: 'm1',
  name: 'Metformina',
  dose: '1 tableta de 850 mg',
  time: '08:00',
  taken: false,
};

/** Puts agenda data in storage before the first page load of the test (not again on reload). */
export async function seedAgenda(
  page: Page,
  data: {
    readonly medicines?: readonly Medicine[];
    readonly appointments?: readonly Appointment[];
  },
): Promise<void> {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('__agendaSeeded')) return;
    sessionStorage.setItem('__agendaSeeded', '1');
    if (seed.medicines) {
      localStorage.setItem('vita365_medicines', JSON.stringify(seed.medicines));
      localStorage.setItem('vita365_medicines__version', '2');
    }
    if (seed.appointments) {
      localStorage.setItem('vita365_appointments', JSON.stringify(seed.appointments));
    }
  }, data);
}

/** Records the text of every toast that appears, in sessionStorage so that a reload keeps the log. */
export async function logToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const record = () => {
      for (const item of document.querySelectorAll('[role="region"] ol > li')) {
        if (seen.has(item)) continue;
        seen.add(item);
        const log = JSON.parse(sessionStorage.getItem('__toastLog') ?? '[]') as string[];
        log.push(item.textContent ?? '');
        sessionStorage.setItem('__toastLog', JSON.stringify(log));
      }
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
    });
  });
}

export async function toastLog(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('__toastLog') ?? '[]') as string[]);
}

export async function stored<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((storageKey) => {
    const raw = localStorage.getItem(storageKey);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key) as Promise<T | null>;
}

/** A Mexico City wall-clock time (UTC-6) as a Date, for page.clock. */
export const mexicoClock = (local: string): Date => new Date(`${local}:00-06:00`);
