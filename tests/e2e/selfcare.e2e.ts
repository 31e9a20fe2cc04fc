// Issue 27 item 5: a level-D result leads to the self-care guide of its test, one per selfcare route
// of spec §4, each saying what to do now, what to watch for, when to repeat the test or call 911, and
// its sources. The guides' words are the editors'; only their four sections are checked here.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAsDemoMember, test } from './support/test';
import { openTriageTest, ruleOutDanger } from './support/triage';

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
  // Since issue 39 self-care needs the danger ruled out, and breathlessness (the test this spec used
  // before) never gives it: a normal temperature with every danger question answered 'No'.
  const panel = await openTriageTest(page, 'Fiebre e infección grave');
  await panel.getByRole('textbox', { name: 'Temperatura', exact: true }).fill('36.8');
  await ruleOutDanger(panel, 'fever_sepsis');
  await panel.getByRole('button', { name: 'Ver resultado' }).click();
  const result = page.getByRole('region', { name: /^Tu resultado/ });
  await expect(result.getByRole('heading', { level: 3 })).toHaveText('Tu resultado: Autocuidado');
  await expectAccessible(page);

  await result.getByRole('button', { name: 'Ver guía de autocuidado' }).click();
  await expect(page).toHaveURL(/\/autocuidado\/fever$/);
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
