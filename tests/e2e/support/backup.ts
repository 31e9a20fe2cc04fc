// Fixtures of the 'Mis datos' spec: the member's four kinds of data entered through the screens,
// browser storage read and cleared.
import type { Page } from '@playwright/test';
import { expect, toast } from './test';

/** Every key and value in localStorage. */
export async function storageSnapshot(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const items: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null) items[key] = localStorage.getItem(key) ?? '';
    }
    return items;
  });
}

/** A cleared browser that still has the signed-in member (`vita-user`). */
export async function clearStorageButUser(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key !== 'vita-user') localStorage.removeItem(key);
  });
}

export async function addMedicineThroughAgenda(page: Page): Promise<void> {
  await page.goto('/agenda');
  await page.getByRole('button', { name: 'Agregar medicina' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar medicina' });
  await form.getByLabel('Nombre').fill('Metformina');
  await form.getByLabel('Dosis').fill('1 tableta de 850 mg');
  await form.getByLabel('Hora').fill('08:00');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Medicina agregada')).toBeVisible();
}

export async function addAppointmentThroughAgenda(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Citas médicas' }).click();
  await page.getByRole('button', { name: 'Agregar cita' }).click();
  const form = page.getByRole('dialog', { name: 'Agregar cita' });
  await form.getByLabel('Título').fill('Cardiología');
  await form.getByLabel('Fecha y hora').fill('2026-03-12T10:30');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Cita agregada')).toBeVisible();
}

export async function saveVitals(page: Page): Promise<void> {
  await page.goto('/mi-chequeo/vitals');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Presión sistólica').fill('118');
  await field('Presión diastólica').fill('76');
  await field('Pulso').fill('70');
  await page.getByRole('button', { name: 'Analizar' }).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(toast(page, '¡Guardado!')).toBeVisible();
}

export const BREATHING_478 = '/bienestar/respiracion/respiracion-4-7-8';

export async function saveFavorite(page: Page): Promise<void> {
  await page.goto(BREATHING_478);
  await page.getByRole('main').getByRole('button', { name: 'Guardar en favoritos' }).click();
  await expect(toast(page, '¡Guardado en favoritos!')).toBeVisible();
}
