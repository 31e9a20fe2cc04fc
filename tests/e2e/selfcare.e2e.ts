// Issue 27 item 5: a level-D result leads to the self-care guide of its test, one per selfcare route
// of spec §4, each saying what to do now, what to watch for, when to repeat the test or call 911, and
// its sources. The guides' words are the editors'; only their four sections are checked here.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAsDemoMember, test } from './support/test';

const sections = [
  'Qué hacer ahora',
  'Qué vigilar',
  'Cuándo repetir el test o llamar al 911',
  'Fuentes',
];

/** The selfcare routes of spec §4 (selfcare/<topic>). */
const topics = [
  'chestpain',
  'dyspnea',
  'stroke',
  'fever',
  'syncope',
  'abdomen',
  'allergy',
  'trauma',
  'ob',
  'mental',
];

async function expectGuide(page: Page): Promise<void> {
  const guide = page.getByRole('article');
  await expect(guide.getByRole('heading', { level: 2 })).toBeVisible();
  for (const name of sections)
    await expect(guide.getByRole('heading', { name, exact: true })).toBeVisible();
  await expectAccessible(page);
}

test.beforeEach(async ({ page }) => {
  await signInAsDemoMember(page);
});

test('a level-D result opens its test’s self-care guide, and the guide leads back to the test', async ({
  page,
}) => {
  await page.goto('/mi-chequeo/test-alertas');
  await page.getByRole('button', { name: 'Falta de aire', exact: true }).click();
  // A normal oxygen level: an answer with no alarm sign.
  await page.getByRole('textbox', { name: 'Oxigenación (SpO2)', exact: true }).fill('98');
  await page.getByRole('button', { name: 'Ver resultado' }).click();
  const result = page.getByRole('region', { name: /^Tu resultado/ });
  await expect(result.getByRole('heading', { level: 3 })).toHaveText('Tu resultado: Autocuidado');
  await expectAccessible(page);

  await result.getByRole('button', { name: 'Ver guía de autocuidado' }).click();
  await expect(page).toHaveURL(/\/autocuidado\/dyspnea$/);
  await expectGuide(page);

  await page.getByRole('link', { name: 'Repetir el test' }).click();
  await expect(page).toHaveURL(/\/mi-chequeo\/test-alertas$/);
});

// One test per selfcare route of the spec, so ten guides and their axe checks share the workers.
for (const topic of topics) {
  test(`the selfcare route ${topic} has its guide`, async ({ page }) => {
    await page.goto(`/autocuidado/${topic}`);
    await expectGuide(page);
  });
}

test('a topic with no guide says so, with a way back to the test', async ({ page }) => {
  await page.goto('/autocuidado/desconocido');
  await expect(page.getByRole('heading', { name: 'Guía no encontrada.' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Volver al test de alertas' }).click();
  await expect(page).toHaveURL(/\/mi-chequeo\/test-alertas$/);
});
