// PDFs from /mi-chequeo (issue 18): each entry's PDF, the report of a period, the disabled report
// button with its reason, the PDF code fetched only on the first request, and offline use.
import type { Page } from '@playwright/test';
import { expectAccessible, seedStorage, watchScripts } from './support/checkup';
import { waitForServiceWorker } from './support/offline';
import { measurements, NOW, oldOnly, pdfChunk, savedPdf } from './support/report';
import { expect, signInAsDemoMember, test, toast } from './support/test';
import { yearsOfData } from '../support/yearsOfData';

const FOOTER = 'Descarga tus PDFs, por seguridad se eliminarán en unos días.';
const LEGAL =
  'No son un diagnóstico médico ni sustituyen la atención de un profesional de la salud.';

const reportCard = (page: Page) => page.getByRole('region', { name: 'Informe para tu médico' });
const reportButton = (page: Page) =>
  reportCard(page).getByRole('button', { name: 'Descargar informe' });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await signInAsDemoMember(page);
});

test('an entry’s button downloads that entry’s PDF; the PDF code loads only then', async ({
  page,
}) => {
  await seedStorage(page, { 'vita-measurements': measurements });
  const scripts = watchScripts(page);
  await page.goto('/mi-chequeo');
  await expect(page.getByText(FOOTER)).toBeVisible();
  await expectAccessible(page);
  expect(scripts.filter((script) => pdfChunk.test(script))).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF: Signos vitales, 09:05' }).click();
  const pdf = await savedPdf(await downloading);
  expect(pdf.fileName).toBe('vita365-registro-2026-11-20-0905.pdf');
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.text).toContain('Registro de salud');
  expect(pdf.text).toContain('Ana López García');
  expect(pdf.text).toContain('185/95 80 97 Alerta: Crisis Hipertensiva');
  expect(pdf.text).not.toContain('118/76');
  expect(pdf.text).toContain(LEGAL);
  await expect(toast(page, 'PDF listo')).toContainText(
    'Se descargó vita365-registro-2026-11-20-0905.pdf.',
  );
  expect(scripts.filter((script) => pdfChunk.test(script))).toHaveLength(1);

  const triage = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Descargar PDF: Test de alertas: Falta de aire, 09:40' })
    .click();
  const triagePdf = await savedPdf(await triage);
  expect(triagePdf.head).toBe('%PDF-');
  expect(triagePdf.text).toContain('Resultado: Urgencias hoy (nivel B)');
  expect(triagePdf.text).toContain('SpO2 92 %');
  await expect(page.getByText(FOOTER)).toBeVisible();
});

test('‘Descargar informe’ gives the report of the chosen period', async ({ page }) => {
  await seedStorage(page, { 'vita-measurements': measurements });
  const scripts = watchScripts(page);
  await page.goto('/mi-chequeo');
  const card = reportCard(page);
  // The last 90 days by default (issue 31); the August reading is only in 'Todo'.
  await expect(card.getByRole('radio', { name: 'Últimos 90 días' })).toBeChecked();
  await expect(card).toContainText('El informe incluirá 3 registros.');
  await card.getByText('Todo').click();
  await expect(card).toContainText('El informe incluirá 4 registros.');
  await card.getByText('Últimos 30 días').click();
  await expect(card).toContainText('El informe incluirá 3 registros.');
  await expectAccessible(page);
  expect(scripts.filter((script) => pdfChunk.test(script))).toEqual([]);

  const downloading = page.waitForEvent('download');
  await reportButton(page).click();
  const pdf = await savedPdf(await downloading);
  expect(pdf.fileName).toBe('vita365-informe-2026-11-23.pdf');
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.text).toContain('Informe de salud');
  expect(pdf.text).toContain('Folio de tarjeta: VITA-7C1E3A52');
  expect(pdf.text).toContain(
    'Últimos 30 días: del 25 de octubre de 2026 al 23 de noviembre de 2026',
  );
  expect(pdf.text).toContain('Gráfica de Evolución');
  expect(pdf.text).toContain('Alerta: Crisis Hipertensiva');
  expect(pdf.text).toContain('70 22.9 Peso normal');
  expect(pdf.text).toContain('Falta de aire');
  expect(pdf.text).not.toContain('118/76');
  expect(pdf.text).toContain(LEGAL);
  await expect(toast(page, 'PDF listo')).toBeVisible();
  await expectAccessible(page);
});

test('with an empty history the report button is disabled and says why', async ({ page }) => {
  await page.goto('/mi-chequeo');
  await expect(page.getByText('Aún no tienes mediciones registradas.')).toBeVisible();
  await expect(reportButton(page)).toBeDisabled();
  await expect(reportButton(page)).toHaveAccessibleDescription(
    'Aún no tienes registros. Guarda una medición para poder descargar tu informe.',
  );
  await expect(page.getByText(FOOTER)).toBeVisible();
  await expectAccessible(page);
});

test('a period with no records disables the button until another period is chosen', async ({
  page,
}) => {
  await seedStorage(page, { 'vita-measurements': oldOnly });
  await page.goto('/mi-chequeo');
  const card = reportCard(page);
  await expect(reportButton(page)).toBeEnabled();
  await card.getByText('Últimos 90 días').click();
  await expect(reportButton(page)).toBeDisabled();
  await expect(reportButton(page)).toHaveAccessibleDescription(
    'No tienes registros en los últimos 90 días. Elige otro periodo.',
  );
  await expectAccessible(page);
  await card.getByText('Todo').click();
  await expect(reportButton(page)).toBeEnabled();
});

test('when the PDF code cannot be fetched, it says so, and the next tap works', async ({
  page,
}) => {
  await seedStorage(page, { 'vita-measurements': measurements });
  await page.route(pdfChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/mi-chequeo');
  await reportButton(page).click();
  const notice = toast(page, 'No se pudo crear el PDF');
  await expect(notice).toContainText('Revisa tu conexión e inténtalo de nuevo.');
  await expect(reportButton(page)).toBeEnabled();

  await page.unroute(pdfChunk);
  const downloading = page.waitForEvent('download');
  await reportButton(page).click();
  expect((await savedPdf(await downloading)).head).toBe('%PDF-');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, the report is made without a connection', async ({ page, context }) => {
    test.setTimeout(90_000);
    await seedStorage(page, { 'vita-measurements': measurements });
    await page.goto('/mi-chequeo');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(reportButton(page)).toBeEnabled();

    const downloading = page.waitForEvent('download');
    await reportButton(page).click();
    const pdf = await savedPdf(await downloading);
    expect(pdf.head).toBe('%PDF-');
    expect(pdf.text).toContain('Ana López García');
    await context.setOffline(false);
  });
});

test('with five years of data the report is made off the page: a tap elsewhere answers while it is made', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const data = yearsOfData(2000, NOW);
  await seedStorage(page, data.storage);
  await page.goto('/mi-chequeo');
  const card = reportCard(page);
  await expect(card.getByRole('radio', { name: 'Últimos 90 días' })).toBeChecked();
  await card.getByText('Todo').click();

  const downloading = page.waitForEvent('download');
  // In the page itself, so nothing else waits in between: tap 'Descargar informe', wait until the
  // report is being written (its progress bar moves), tap a chart period, and look at the next frame.
  const duringReport = await page.evaluate(async () => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const buttons = [...document.querySelectorAll('button')];
    const report = buttons.find((button) => button.textContent?.includes('Descargar informe'));
    const year = buttons.find((button) => button.textContent === '1 año');
    report?.click();
    let progress = 0;
    for (let frame = 0; frame < 600 && progress === 0; frame++) {
      await nextFrame();
      progress = document.querySelector('progress')?.value ?? 0;
    }
    year?.click();
    await nextFrame();
    return {
      started: progress > 0,
      chartAnswered: year?.getAttribute('aria-pressed'),
      reportStillPending: report?.textContent?.includes('Preparando tu PDF…'),
    };
  });
  expect(duringReport).toEqual({
    started: true,
    chartAnswered: 'true',
    reportStillPending: true,
  });
  // The page while (or just after) the report is made.
  await expectAccessible(page);

  const pdf = await savedPdf(await downloading);
  expect(pdf.head).toBe('%PDF-');
  expect(pdf.text).toContain('Todo el historial');
  await expect(reportButton(page)).toBeEnabled();
  await expectAccessible(page);
});
