import type { Page } from '@playwright/test';
import {
  chartChunk,
  dayHeading,
  PHONE_TIME_ZONE,
  expectAccessible,
  seedStorage,
  storedArray,
  watchScripts,
} from './support/checkup';
import { yearsOfData } from '../support/yearsOfData';
import { expect, signInAsDemoMember, test, toast } from './support/test';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function typeVitals(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

test.beforeEach(async ({ page }) => {
  await signInAsDemoMember(page);
});

test.describe('history (/mi-chequeo)', () => {
  test('with nothing recorded: the empty state, the button to record, the footer, and no chart code', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await page.goto('/mi-chequeo');
    const main = page.getByRole('main');
    await expect(main.getByText('Aún no tienes mediciones registradas.')).toBeVisible();
    await expect(main.getByText('¡Empieza registrando una nueva!')).toBeVisible();
    await expect(
      main.getByText('Descarga tus PDFs, por seguridad se eliminarán en unos días.'),
    ).toBeVisible();
    await expectAccessible(page);
    expect(scripts.filter((script) => chartChunk.test(script))).toEqual([]);

    await main.getByRole('link', { name: 'Registrar Nueva Medición' }).click();
    await expect(page).toHaveURL(/\/mi-chequeo\/nueva$/);
  });

  test('groups entries by day, newest first, and says what each one was', async ({ page }) => {
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    await seedStorage(page, {
      'vita-measurements': [
        {
          id: 'w-old',
          created_at: yesterday.toISOString(),
          time: '08:15',
          type: 'weight',
          source: 'manual',
          vitals: { weight: 71.5, bmi: 23.3 },
        },
        {
          id: 's-new',
          created_at: today.toISOString(),
          time: '07:10',
          type: 'sleep',
          score_sueno: 90,
          duracion_monitorizada: 425,
        },
        {
          id: 't-new',
          created_at: today.toISOString(),
          time: '09:40',
          type: 'triage',
          source: 'manual',
          triage: { risk: 'high', label: 'Urgencias hoy', reasons: ['SpO2 92 %'] },
          test_id: 'dyspnea',
          level: 'B',
        },
      ],
    });
    await page.goto('/mi-chequeo');
    const history = page.getByRole('region', { name: 'Historial de Mediciones' });
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([
      dayHeading(today),
      dayHeading(yesterday),
    ]);
    const todays = history.getByRole('region', { name: dayHeading(today) }).getByRole('listitem');
    await expect(todays).toHaveCount(2);
    await expect(todays.nth(0)).toContainText('09:40');
    await expect(todays.nth(0)).toContainText('Test de alertas: Falta de aire');
    await expect(todays.nth(0)).toContainText('Urgencias hoy');
    await expect(todays.nth(1)).toContainText('07:10');
    await expect(todays.nth(1)).toContainText('Sueño');
    await expect(todays.nth(1)).toContainText('Excelente');
    const older = history.getByRole('region', { name: dayHeading(yesterday) });
    await expect(older.getByRole('listitem')).toContainText(['08:15 Peso71.5 kg · IMC 23.3']);
    await expect(older.getByRole('listitem')).toContainText('Peso normal');
    await expectAccessible(page);
  });

  test('stored entries that fail their schema are skipped with one notice and kept in storage', async ({
    page,
  }) => {
    const stored = [
      { id: 'mood-1', type: 'mood', created_at: new Date().toISOString() },
      'no es un registro',
      {
        id: 'v1',
        created_at: new Date().toISOString(),
        time: '10:05',
        type: 'vitals',
        vitals: { pressure: '118/76', heartRate: '70' },
      },
      { id: 'w-no-date', type: 'weight', vitals: { weight: 70 } },
    ];
    await seedStorage(page, { 'vita-measurements': stored });
    await page.goto('/mi-chequeo');
    const notice = toast(page, 'Algunos registros no se pudieron leer');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('3 registros de tu historial de mediciones no se muestran');
    const item = page
      .getByRole('region', { name: 'Historial de Mediciones' })
      .getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Presión 118/76 mmHg · Pulso 70 lpm');
    await expect(item).toContainText('Normal');
    expect(await storedArray(page, 'vita-measurements')).toEqual(stored);
    await expectAccessible(page);
  });
});

test('the new-measurement menu offers vital signs, alerts test, weight and height, sleep quality', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/mi-chequeo/nueva');
  const options = page.getByRole('main').getByRole('link');
  await expect(options).toHaveCount(4);
  const expected = [
    ['Signos vitales', '/mi-chequeo/vitals'],
    ['Test de alertas', '/mi-chequeo/test-alertas'],
    ['Peso y talla', '/mi-chequeo/peso'],
    ['Calidad del sueño', '/mi-chequeo/sueno'],
  ];
  for (const [index, [name, href]] of expected.entries()) {
    await expect(options.nth(index)).toContainText(name!);
    await expect(options.nth(index)).toHaveAttribute('href', href!);
  }
  await expectAccessible(page);
  await options.nth(0).click();
  await expect(page).toHaveURL(/\/mi-chequeo\/vitals$/);
  expect(scripts.filter((script) => chartChunk.test(script))).toEqual([]);
});

test.describe('vitals (/mi-chequeo/vitals)', () => {
  test("a systolic typed as '120,5' asks for whole numbers and classifies nothing", async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/vitals');
    await typeVitals(page, {
      'Presión sistólica': '120,5',
      'Presión diastólica': '80',
      Pulso: '70',
    });
    await page.getByRole('button', { name: 'Analizar' }).click();
    const message = 'Escribe la presión sistólica en números enteros, sin decimales.';
    await expect(toast(page, 'Valor inválido')).toContainText(message);
    await expect(
      page.getByRole('textbox', { name: 'Presión sistólica' }),
    ).toHaveAccessibleDescription(new RegExp(message));
    await expect(page.getByRole('region', { name: /^Riesgo/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('185/95 with pulse 80 is a hypertensive crisis (Alerta); saved, it shows in today’s history and in the chart table', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/vitals');
    await expect(page.getByRole('tab', { name: 'Manual' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(page);
    await typeVitals(page, { 'Presión sistólica': '185', 'Presión diastólica': '95', Pulso: '80' });
    await page.getByRole('button', { name: 'Analizar' }).click();

    const result = page.getByRole('region', { name: 'Riesgo: Alerta' });
    await expect(result.getByRole('heading', { name: 'Riesgo: Alerta' })).toBeFocused();
    await expect(result).toContainText('Crisis Hipertensiva');
    await expect(result).toHaveCSS('background-color', 'rgb(253, 236, 234)');
    await expect(result.getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page).toHaveURL(/\/mi-chequeo$/);
    await expect(toast(page, '¡Guardado!')).toBeVisible();
    // One record is counted in the singular (issue 43), never 'Se muestran tus 1 registro.'.
    await expect(page.getByRole('region', { name: 'Historial de Mediciones' })).toContainText(
      'Se muestra tu único registro.',
    );

    const [saved, ...others] = (await storedArray(page, 'vita-measurements')) as Array<{
      created_at: string;
      time: string;
    }>;
    expect(others).toEqual([]);
    expect(saved).toEqual({
      id: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      time: expect.stringMatching(/^([01]\d|2[0-3]):[0-5]\d$/),
      type: 'vitals',
      source: 'manual',
      vitals: { pressure: '185/95', heartRate: 80 },
      triage: { risk: 'high', label: 'Crisis Hipertensiva', reasons: ['Crisis Hipertensiva'] },
    });

    const day = page.getByRole('region', { name: dayHeading(new Date(saved!.created_at)) });
    const entry = day.getByRole('listitem');
    await expect(entry).toContainText(saved!.time);
    await expect(entry).toContainText('Signos vitales');
    await expect(entry).toContainText('Presión 185/95 mmHg · Pulso 80 lpm');
    await expect(entry).toContainText('Alerta: Crisis Hipertensiva');

    const chart = page.getByRole('img', { name: /^Gráfica de Evolución: 1 registro/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute(
      'aria-label',
      /Sistólica 185 mmHg, Diastólica 95 mmHg, Pulso 80 lpm/,
    );
    await page.getByRole('button', { name: 'Ver como tabla' }).click();
    const table = page.getByRole('region', { name: 'Gráfica de Evolución: tabla' });
    const record = table.getByRole('listitem');
    await expect(record).toHaveCount(1);
    await expect(record.getByRole('term')).toHaveText(['Sistólica', 'Diastólica', 'Pulso']);
    await expect(record.getByRole('definition')).toHaveText(['185 mmHg', '95 mmHg', '80 lpm']);
    await expectAccessible(page);
  });

  test('values out of range are refused with the spec messages, and nothing is saved', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/vitals');
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(toast(page, 'Sin datos')).toContainText('Por favor, ingresa al menos un valor.');

    await typeVitals(page, { 'Presión sistólica': '70', 'Presión diastólica': '80', Pulso: '70' });
    await page.getByRole('button', { name: 'Analizar' }).click();
    const invalid = toast(page, 'Valor inválido');
    await expect(invalid).toContainText('La presión sistólica debe estar entre 80 y 220.');
    await expect(field(page, 'Presión sistólica')).toBeFocused();
    await expect(field(page, 'Presión sistólica')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Presión sistólica')).toHaveAccessibleDescription(
      /La presión sistólica debe estar entre 80 y 220\./,
    );
    await expectAccessible(page);

    await typeVitals(page, { 'Presión sistólica': '', 'Presión diastólica': '', Pulso: '' });
    await typeVitals(page, { 'Oxigenación (SpO2)': '79' });
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(toast(page, 'Valor inválido')).toContainText(
      'La SpO2 debe estar entre 80 y 100%.',
    );

    await typeVitals(page, { 'Presión sistólica': '120', 'Oxigenación (SpO2)': '' });
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(toast(page, 'Sin datos')).toContainText(
      'Para la presión arterial ingresa la sistólica, la diastólica y el pulso.',
    );

    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Sin datos')).toContainText(
      'Primero analiza una medición para poder guardarla.',
    );
    await expect(page).toHaveURL(/\/mi-chequeo\/vitals$/);
    await expect(field(page, 'Presión sistólica')).toHaveValue('120');
    expect(await storedArray(page, 'vita-measurements')).toEqual([]);
  });

  test('changing a value after analysing asks for a new analysis before saving', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/vitals');
    await typeVitals(page, { 'Presión sistólica': '120', 'Presión diastólica': '78', Pulso: '72' });
    await page.getByRole('button', { name: 'Analizar' }).click();
    const result = page.getByRole('region', { name: 'Riesgo: Normal' });
    await expect(result).toContainText('Tus valores se encuentran dentro del rango normal.');
    await field(page, 'Pulso').fill('110');
    await expect(result).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Sin datos')).toContainText(
      'Primero analiza una medición para poder guardarla.',
    );
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(page.getByRole('region', { name: 'Riesgo: Precaución' })).toContainText(
      'Taquicardia Leve',
    );
  });

  test('Conectar (Bluetooth) and Cámara (beta) are not implemented yet', async ({ page }) => {
    await page.goto('/mi-chequeo/vitals');
    await page.getByRole('tab', { name: 'Conectar' }).click();
    await page.getByRole('button', { name: 'Buscar dispositivo' }).click();
    await expect(toast(page, '🚧 Función no implementada')).toContainText('Bluetooth');
    await expectAccessible(page);
    await page.getByRole('tab', { name: /Cámara/ }).click();
    await page.getByRole('button', { name: 'Medir con la cámara' }).click();
    await expect(toast(page, '🚧 Función no implementada')).toContainText('cámara');
    await expectAccessible(page);
  });

  test('230/135 with SpO2 78 keeps the range message and adds the emergency advice with a call to 911 (issue 43)', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/vitals');
    await typeVitals(page, {
      'Presión sistólica': '230',
      'Presión diastólica': '135',
      Pulso: '110',
      'Oxigenación (SpO2)': '78',
    });
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(toast(page, 'Valor inválido')).toContainText(
      'La presión sistólica debe estar entre 80 y 220.',
    );
    await expect(field(page, 'Presión sistólica')).toHaveAccessibleDescription(
      /La presión sistólica debe estar entre 80 y 220\./,
    );
    const emergency = page.getByRole('region', { name: 'Esto puede ser una emergencia' });
    await expect(emergency.getByRole('alert')).toContainText('llama al 911 ahora');
    await expect(emergency.getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    await expect(page.getByRole('region', { name: /^Riesgo:/ })).toHaveCount(0);
    // What the member typed stays, so the values can be checked or read to the emergency line.
    await expect(field(page, 'Presión sistólica')).toHaveValue('230');
    await expect(field(page, 'Oxigenación (SpO2)')).toHaveValue('78');
    await expectAccessible(page);
    expect(await storedArray(page, 'vita-measurements')).toEqual([]);
  });

  test('80/130 asks to check the order and shows no classification (issue 43)', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/vitals');
    await typeVitals(page, { 'Presión sistólica': '80', 'Presión diastólica': '130', Pulso: '72' });
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(toast(page, 'Revisa el orden')).toContainText(
      'Revisa que no estén invertidas antes de analizar.',
    );
    await expect(field(page, 'Presión diastólica')).toHaveAccessibleDescription(
      /Revisa que no estén invertidas/,
    );
    await expect(page.getByRole('region', { name: /^Riesgo:/ })).toHaveCount(0);
    await expect(page.getByText('Crisis Hipertensiva')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Esto puede ser una emergencia' })).toHaveCount(
      0,
    );
    await expect(field(page, 'Presión sistólica')).toHaveValue('80');
    await expect(field(page, 'Presión diastólica')).toHaveValue('130');
    await expectAccessible(page);

    // In the right order the reading is classified as usual.
    await typeVitals(page, { 'Presión sistólica': '130', 'Presión diastólica': '80' });
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(page.getByRole('region', { name: 'Riesgo: Precaución' })).toContainText(
      'Hipertensión Grado 1',
    );
  });

  test("a valid result dismisses the 'Sin datos' it answers", async ({ page }) => {
    await page.goto('/mi-chequeo/vitals');
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(toast(page, 'Sin datos')).toBeVisible();
    await typeVitals(page, { 'Presión sistólica': '185', 'Presión diastólica': '95', Pulso: '80' });
    await page.getByRole('button', { name: 'Analizar' }).click();
    await expect(page.getByRole('region', { name: 'Riesgo: Alerta' })).toContainText(
      'Crisis Hipertensiva',
    );
    await expect(toast(page, 'Sin datos')).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('evolution chart and its table on a phone (/mi-chequeo)', () => {
  test('the chart’s time axis has distinct day labels on the points, and the table shows every value at 390 px without sideways scrolling', async ({
    page,
  }) => {
    const now = Date.now();
    const days = (count: number, minutes = 0) =>
      new Date(now - count * 86_400_000 + minutes * 60_000);
    const vitals = (id: string, at: Date, systolic: number, diastolic: number, pulse: number) => ({
      id,
      created_at: at.toISOString(),
      time: '11:13',
      type: 'vitals',
      source: 'manual',
      vitals: { pressure: `${systolic}/${diastolic}`, heartRate: String(pulse) },
    });
    const moments = [days(6), days(3), days(3, 1), days(0, -2), days(0, -1), days(0)];
    await seedStorage(page, {
      'vita-measurements': [
        vitals('v1', moments[0]!, 128, 84, 72),
        vitals('v2', moments[1]!, 131, 86, 75),
        vitals('v3', moments[2]!, 133, 87, 77),
        vitals('v4', moments[3]!, 121, 79, 68),
        vitals('v5', moments[4]!, 122, 80, 69),
        vitals('v6', moments[5]!, 185, 95, 80),
      ],
    });
    await page.goto('/mi-chequeo');
    const chart = page.getByRole('img', { name: /^Gráfica de Evolución: 6 registros/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', /Sistólica 185 mmHg/);

    const dayLabel = (at: Date) =>
      new Intl.DateTimeFormat('es-ES', {
        day: 'numeric',
        month: 'short',
        timeZone: PHONE_TIME_ZONE,
      }).format(at);
    const expectedDays = [...new Set(moments.map(dayLabel))];
    const tickLabels = chart.locator('svg').first().locator('g text');
    await expect
      .poll(async () => (await tickLabels.allTextContents()).filter((text) => /[a-z]/.test(text)))
      .toEqual(expectedDays);
    const labels = (await tickLabels.allTextContents()).filter((text) => /[a-z]/.test(text));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.some((text) => /\d{1,2}:\d{2}/.test(text))).toBe(false);
    await chart.scrollIntoViewIfNeeded();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ver como tabla' }).click();
    const table = page.getByRole('region', { name: 'Gráfica de Evolución: tabla' });
    const records = table.getByRole('listitem');
    await expect(records).toHaveCount(6);
    const latest = records.last();
    await expect(latest.getByRole('heading', { level: 3 })).toBeVisible();
    const noSidewaysScroll = (element: HTMLElement | SVGElement) =>
      element.scrollWidth <= element.clientWidth;
    expect(await table.evaluate(noSidewaysScroll)).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    for (const [term, value] of [
      ['Sistólica', '185 mmHg'],
      ['Diastólica', '95 mmHg'],
      ['Pulso', '80 lpm'],
    ] as const) {
      const pair = latest
        .locator('div')
        .filter({ has: page.getByRole('term').filter({ hasText: term }) });
      const shown = pair.getByRole('definition');
      await expect(shown).toHaveText(value);
      await shown.scrollIntoViewIfNeeded();
      await expect(shown).toBeInViewport({ ratio: 1 });
      const box = await shown.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await latest.scrollIntoViewIfNeeded();
    await expectAccessible(page);
  });
});

test.describe('weight and height (/mi-chequeo/peso)', () => {
  test('70 kg and 175 cm give BMI 22.9, normal, with its image; a second record draws the weight chart; the height is remembered', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/peso');
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    await expect(save).toBeDisabled();
    await field(page, 'Peso').fill('70');
    await expect(save).toBeDisabled();
    await field(page, 'Talla').fill('175');
    await expect(save).toBeEnabled();
    await expectAccessible(page);
    await save.click();

    await expect(toast(page, '¡Guardado!')).toContainText('Tu IMC es 22.9.');
    const card = page.getByRole('region', { name: 'Tu resultado' });
    await expect(card).toContainText('IMC 22.9');
    await expect(card).toContainText('Peso normal');
    const image = card.getByRole('img');
    await expect(image).toHaveAttribute('src', '/bmi/normal.png');
    await expect(image).toHaveAttribute('alt', /complexión media/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
      160,
    );
    await expect(page.getByRole('img', { name: /^Historial de peso/ })).toHaveCount(0);
    await expect(
      page.getByText('Guarda un registro más para ver cómo cambia tu peso.'),
    ).toBeVisible();
    await expectAccessible(page);

    await field(page, 'Peso').fill('68');
    await save.click();
    await expect(card).toContainText('IMC 22.2');
    await expect(page.getByRole('img', { name: /^Historial de peso: 2 registros/ })).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(field(page, 'Talla')).toHaveValue('175');
    await expect(page.getByRole('region', { name: 'Tu último resultado' })).toContainText(
      'IMC 22.2',
    );
    const weights = (await storedArray(page, 'vita-measurements')).map(
      (entry) => (entry as { vitals: unknown }).vitals,
    );
    expect(weights).toEqual([
      { weight: 70, bmi: 22.9 },
      { weight: 68, bmi: 22.2 },
    ]);
  });

  test('a height of zero or a weight of zero is refused with the spec messages', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/peso');
    await field(page, 'Peso').fill('70');
    await field(page, 'Talla').fill('0');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Falta tu talla')).toContainText(
      'Por favor, introduce tu talla en centímetros.',
    );
    await expect(field(page, 'Talla')).toBeFocused();
    await field(page, 'Talla').fill('175');
    await field(page, 'Peso').fill('0');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(toast(page, 'Valor inválido')).toContainText(
      'Por favor, introduce un peso válido.',
    );
    await expect(field(page, 'Peso')).toHaveValue('0');
    await expectAccessible(page);
    expect(await storedArray(page, 'vita-measurements')).toEqual([]);
  });

  test('a height or weight outside its plausible range, or an implausible BMI, is refused with its own message', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/peso');
    const save = page.getByRole('button', { name: 'Guardar', exact: true });

    await field(page, 'Peso').fill('70');
    await field(page, 'Talla').fill('300');
    await save.click();
    await expect(toast(page, 'Valor inválido')).toContainText(
      'La talla debe estar entre 80 y 260 cm.',
    );
    await expect(toast(page, 'Falta tu talla')).toHaveCount(0);
    await expect(field(page, 'Talla')).toBeFocused();
    await expectAccessible(page);

    await field(page, 'Talla').fill('1.75');
    await save.click();
    await expect(field(page, 'Talla')).toBeFocused();
    await expect(
      page.getByText('Escríbela en centímetros, por ejemplo 165.').first(),
    ).toBeVisible();

    await field(page, 'Talla').fill('170');
    await field(page, 'Peso').fill('500');
    await save.click();
    await expect(page.getByText('El peso debe estar entre 20 y 350 kg.').first()).toBeVisible();
    await expect(field(page, 'Peso')).toBeFocused();

    await field(page, 'Peso').fill('340');
    await save.click();
    await expect(toast(page, 'Revisa tus datos')).toContainText(
      'Con ese peso y esa talla el IMC queda fuera de lo posible (entre 10 y 100).',
    );
    await expect(field(page, 'Peso')).toBeFocused();
    await expectAccessible(page);
    expect(await storedArray(page, 'vita-measurements')).toEqual([]);
    await expect(page.getByRole('region', { name: 'Tu resultado' })).toHaveCount(0);
  });
});

test.describe('sleep (/mi-chequeo/sueno)', () => {
  test('stopping at 59 s gives no summary; at 61 s a summary that can be saved and shows in the history', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/mi-chequeo/sueno');
    const timer = page.getByRole('timer', { name: 'Tiempo monitoreado' });
    await expect(timer).toHaveText('00:00:00');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Iniciar monitoreo' }).click();
    await page.clock.fastForward(59_000);
    await expect(timer).toHaveText('00:00:59');
    await page.getByRole('button', { name: 'Detener monitoreo' }).click();
    await expect(toast(page, 'Sesión muy corta')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Resumen de tu sesión' })).toHaveCount(0);
    await expect(timer).toHaveText('00:00:00');

    await page.getByRole('button', { name: 'Iniciar monitoreo' }).click();
    await page.clock.fastForward(61_000);
    await expect(timer).toHaveText('00:01:01');
    await page.getByRole('button', { name: 'Detener monitoreo' }).click();
    const summary = page.getByRole('region', { name: 'Resumen de tu sesión' });
    await expect(summary.getByRole('heading')).toBeFocused();
    await expect(summary).toContainText('Duración monitoreada1 min');
    await expect(summary).toContainText(/Excelente|Bueno|Necesita mejorar/);
    await expectAccessible(page);

    await summary.getByRole('button', { name: 'Guardar resumen' }).click();
    await expect(toast(page, 'Resumen guardado')).toBeVisible();
    const [kept] = (await storedArray(page, 'vita-sleep-history')) as Array<{
      score_sueno: number;
      duracion_monitorizada: number;
    }>;
    expect(kept).toMatchObject({ duracion_monitorizada: 1, eventos_voz: expect.any(Number) });
    const label =
      kept!.score_sueno > 85 ? 'Excelente' : kept!.score_sueno > 70 ? 'Bueno' : 'Necesita mejorar';
    const saved = page.getByRole('region', { name: 'Historial de sueño' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(`puntuación ${kept!.score_sueno}`);
    await expect(saved).toContainText(label);
    expect(await storedArray(page, 'vita-measurements')).toEqual([
      expect.objectContaining({ type: 'sleep', score_sueno: kept!.score_sueno }),
    ]);

    await page.getByRole('link', { name: 'Volver' }).click();
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/mi-chequeo$/);
    const entry = page
      .getByRole('region', { name: 'Historial de Mediciones' })
      .getByRole('listitem');
    await expect(entry).toContainText('Sueño');
    await expect(entry).toContainText(label);
  });

  test('double taps: Iniciar monitoreo starts once, and Guardar resumen saves once without starting a new session', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/mi-chequeo/sueno');
    await page.getByRole('button', { name: 'Iniciar monitoreo' }).dblclick();
    await expect(page.getByRole('heading', { name: 'Monitoreando tu sueño' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Detener monitoreo' })).toBeVisible();
    await expect(toast(page, 'Sesión muy corta')).toHaveCount(0);

    await page.clock.fastForward(61_000);
    await page.getByRole('button', { name: 'Detener monitoreo' }).click();
    const summary = page.getByRole('region', { name: 'Resumen de tu sesión' });
    await summary.getByRole('button', { name: 'Guardar resumen' }).dblclick();
    await expect(toast(page, 'Resumen guardado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar monitoreo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Monitoreando tu sueño' })).toHaveCount(0);
    expect(await storedArray(page, 'vita-sleep-history')).toHaveLength(1);
    await expectAccessible(page);
  });

  test('the timer is derived from the start time: it stays right after the phone sleeps or the page reloads, and a summary can be discarded', async ({
    page,
  }) => {
    await page.goto('/mi-chequeo/sueno');
    // The page's clock reads a fixed time while its timers keep running, so the seconds a slow
    // machine spends between steps never reach the timer.
    const startedAt = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(startedAt);
    await page.getByRole('button', { name: 'Iniciar monitoreo' }).click();
    const timer = page.getByRole('timer', { name: 'Tiempo monitoreado' });
    // Two hours pass at once without the page counting them, as on a sleeping phone.
    await page.clock.setFixedTime(startedAt + 2 * 60 * 60 * 1000);
    await expect(timer).toHaveText('02:00:00');
    await page.reload();
    await expect(page.getByRole('timer', { name: 'Tiempo monitoreado' })).toHaveText('02:00:00');
    await page.getByRole('button', { name: 'Detener monitoreo' }).click();
    const summary = page.getByRole('region', { name: 'Resumen de tu sesión' });
    await expect(summary).toContainText('Duración monitoreada2 h');
    await summary.getByRole('button', { name: 'Descartar' }).click();
    await expect(toast(page, 'Resumen descartado')).toBeVisible();
    await expect(page.getByText('Aún no has guardado ningún resumen.')).toBeVisible();
    expect(await storedArray(page, 'vita-sleep-history')).toEqual([]);
  });

  test('a damaged sleep summary is skipped with one notice', async ({ page }) => {
    await seedStorage(page, {
      'vita-sleep-history': [
        {
          id: 'ok',
          date: new Date().toISOString(),
          duracion_monitorizada: 400,
          '%_ronquido': 10,
          eventos_voz: 1,
          picos_ruido: 3,
          score_sueno: 60,
        },
        { id: 'broken', date: 'ayer', score_sueno: 140 },
      ],
    });
    await page.goto('/mi-chequeo/sueno');
    await expect(toast(page, 'Algunos registros no se pudieron leer')).toContainText(
      'Un registro de tu historial de sueño no se muestra',
    );
    const saved = page.getByRole('region', { name: 'Historial de sueño' }).getByRole('listitem');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Necesita mejorar');
  });
});

test('the dashboard does not load the chart code', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Inicio' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => chartChunk.test(script))).toEqual([]);
});

test.describe('Mi Chequeo with five years of data (2,000 measurements, issue 31)', () => {
  const data = yearsOfData(2000, new Date());
  const totalEntries = data.counts.measurements + data.counts.sleep + data.counts.triage;

  // The history and the chart, without the agenda's medicines and appointments: at some hours of the
  // day one of them is due, and its reminder toast would sit over the buttons these tests press.
  const history = Object.fromEntries(
    Object.entries(data.storage).filter(([key]) => !/^vita365_(medicines|appointments)/.test(key)),
  );

  test.beforeEach(async ({ page }) => {
    await seedStorage(page, history);
  });

  test('the newest day shows first, and ‘Ver más’ reaches the oldest entry, by keyboard too', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/mi-chequeo');
    const history = page.getByRole('region', { name: 'Historial de Mediciones' });
    const days = history.getByRole('heading', { level: 3 });
    await expect(days.first()).toHaveText(dayHeading(data.newest));
    await expect(history).toContainText(
      new RegExp(`Se muestran \\d+ registros de ${totalEntries}, los más recientes\\.`),
    );
    expect(await days.count()).toBeLessThanOrEqual(30);
    await expectAccessible(page);

    const more = history.getByRole('button', { name: 'Ver más' });
    const shownBefore = await days.count();
    await more.focus();
    await page.keyboard.press('Enter');
    // The focus moves to the first day added, so the member carries on reading from there.
    await expect(days.nth(shownBefore)).toBeFocused();
    await expectAccessible(page);

    // The member's further taps, each as soon as the page shows the button again: done in the page,
    // without a round trip from the test per tap.
    await history.evaluate(async (region) => {
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (;;) {
        await nextFrame();
        const button = [...region.querySelectorAll('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Ver más',
        );
        if (!button) return;
        if (!button.disabled && button.getAttribute('aria-disabled') !== 'true') button.click();
      }
    });
    await expect(days.last()).toHaveText(dayHeading(data.oldest));
    await expect(history).toContainText(`Se muestran tus ${totalEntries} registros.`);
  });

  test('the range buttons change the summary; the chart draws a few hundred points; the table pages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/mi-chequeo');
    const chart = page.getByRole('img', { name: /^Gráfica de Evolución: / });
    const range = (name: string) =>
      page.getByRole('group', { name: 'Periodo de la gráfica' }).getByRole('button', { name });
    await expect(range('30 días')).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute('aria-label', /\(periodo: 30 días\)/);
    const records = async (): Promise<number> =>
      Number(/: (\d+) registros/.exec((await chart.getAttribute('aria-label')) ?? '')?.[1]);
    const lastMonth = await records();
    expect(lastMonth).toBeGreaterThan(20);
    expect(lastMonth).toBeLessThan(60);
    await expectAccessible(page);

    await range('1 año').click();
    await expect(range('1 año')).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute('aria-label', /\(periodo: 1 año\)/);
    const lastYear = await records();
    expect(lastYear).toBeGreaterThan(lastMonth * 8);

    await range('Todo').click();
    await expect(chart).toHaveAttribute('aria-label', /\(periodo: Todo\)/);
    expect(await records()).toBe(data.counts.measurements);
    // Four lines thinned to at most 150 points each, drawn without a dot per point.
    await expect(chart.locator('svg circle')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ver como tabla' }).click();
    const table = page.getByRole('region', { name: 'Gráfica de Evolución: tabla' });
    await expect(table.getByRole('listitem')).toHaveCount(50);
    const total = data.counts.measurements;
    await expect(table).toContainText(`Registros ${total - 49} a ${total} de ${total}`);
    await table.getByRole('button', { name: 'Registros anteriores' }).click();
    await expect(table).toContainText(`Registros ${total - 99} a ${total - 50} de ${total}`);
    await expect(table.getByRole('listitem')).toHaveCount(50);
    await expectAccessible(page);
  });
});
