import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInAsDemoMember, test, toast } from './support/test';
import {
  finishUtterance,
  spokenUtterances,
  storedJson,
  stubSpeechSynthesis,
} from './support/wellness';

const BREATHING_478 = '/bienestar/respiracion/respiracion-4-7-8';
const BODY_SCAN = '/bienestar/meditacion/escaneo-corporal';
const BALANCED_PLATE = '/bienestar/nutricion/plato-del-bien-comer';
const HERBAL_TEAS = '/bienestar/nutricion/tes-e-infusiones';

/** The first and second paragraphs of the body scan (content/wellness/items/meditacion.json). */
const bodyScanFirst = /^Busca un lugar tranquilo\./;
const bodyScanSecond = /^Haz tres respiraciones lentas/;

const main = (page: Page): Locator => page.getByRole('main');
/** The reader's progress line (the shell has live regions of its own in the page too). */
const readerStatus = (page: Page): Locator =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /párrafo/ });
const phaseName = (page: Page): Locator =>
  main(page).getByRole('region', { name: 'Guía de respiración' }).locator('[aria-live="polite"]');
const countdown = (page: Page): Locator => main(page).getByText(/^Segundos restantes: \d+$/);

test.beforeEach(async ({ page }) => {
  await signInAsDemoMember(page);
});

test.describe('breathing', () => {
  test('4-7-8 opened from its category counts down each phase and stops', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T08:00:00-06:00') });
    await page.goto('/bienestar');
    await expect(main(page).getByRole('heading', { name: 'Categorías' })).toBeVisible();
    await expectAccessible(page);

    await main(page)
      .getByRole('link', { name: /^Respiración/ })
      .click();
    await expect(page).toHaveURL('/bienestar/respiracion');
    await expect(main(page).getByRole('heading', { name: 'Respiración', level: 2 })).toBeVisible();
    const item = main(page).getByRole('link', { name: /Respiración 4-7-8/ });
    await expect(item).toContainText('Inhala 4 · Sostén 7 · Exhala 8');
    await expect(item).toContainText('3 min');
    await expectAccessible(page);

    await item.click();
    await expect(page).toHaveURL(BREATHING_478);
    await expect(main(page).getByRole('heading', { name: 'Respiración 4-7-8' })).toBeVisible();
    await expectAccessible(page);

    // From here on the page's clock only moves when the test moves it.
    await page.clock.pauseAt(new Date('2026-03-02T08:10:00-06:00'));
    await main(page).getByRole('button', { name: 'Comenzar' }).click();
    await expect(phaseName(page)).toHaveText('Inhala');
    await expect(countdown(page)).toHaveText('Segundos restantes: 4');
    await page.clock.runFor(1000);
    await expect(countdown(page)).toHaveText('Segundos restantes: 3');
    await page.clock.runFor(3000);
    await expect(phaseName(page)).toHaveText('Sostén el aire');
    await expect(countdown(page)).toHaveText('Segundos restantes: 7');
    await page.clock.runFor(7000);
    await expect(phaseName(page)).toHaveText('Exhala');
    await expect(countdown(page)).toHaveText('Segundos restantes: 8');
    // 4-7-8 has no hold after the exhalation: the next cycle starts with an inhalation.
    await page.clock.runFor(8000);
    await expect(phaseName(page)).toHaveText('Inhala');
    await expect(main(page).getByText('Ciclo 2')).toBeVisible();
    // axe schedules its own timers, so time flows again while it looks at the running guide.
    await page.clock.resume();
    await expectAccessible(page);

    await main(page).getByRole('button', { name: 'Detener' }).click();
    await expect(countdown(page)).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Comenzar' })).toBeVisible();
  });

  test("the physiological sigh plays its second inhalation and pause, and a late timer doesn't drift", async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T08:00:00-06:00') });
    await page.goto('/bienestar/respiracion/suspiro-fisiologico');
    await expect(main(page).getByRole('button', { name: 'Comenzar' })).toBeVisible();
    await page.clock.pauseAt(new Date('2026-03-02T08:10:00-06:00'));
    await main(page).getByRole('button', { name: 'Comenzar' }).click();
    await expect(phaseName(page)).toHaveText('Inhala');
    await page.clock.runFor(2000);
    await expect(phaseName(page)).toHaveText('Inhala un poco más');
    await page.clock.runFor(1000);
    await expect(phaseName(page)).toHaveText('Pausa');
    await page.clock.runFor(1000);
    await expect(phaseName(page)).toHaveText('Exhala');
    await expect(countdown(page)).toHaveText('Segundos restantes: 6');
    // A phone that sleeps 25 s without firing timers wakes up at the right moment: 10 s per cycle,
    // so 4 + 25 = 29 s is 9 s into the third cycle, in the exhalation with 1 s left.
    await page.clock.fastForward(25_000);
    await expect(main(page).getByText('Ciclo 3')).toBeVisible();
    await expect(phaseName(page)).toHaveText('Exhala');
    await expect(countdown(page)).toHaveText('Segundos restantes: 1');
  });

  test('under reduced motion the circle keeps still and the countdown still guides', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-03-02T08:00:00-06:00') });
    await page.goto('/bienestar/respiracion/respiracion-cuadrada');
    await expect(main(page).getByRole('button', { name: 'Comenzar' })).toBeVisible();
    await page.clock.pauseAt(new Date('2026-03-02T08:10:00-06:00'));
    const circle = main(page).locator('[data-kind]');
    await main(page).getByRole('button', { name: 'Comenzar' }).click();
    await expect(circle).toHaveCSS('transform', 'none');
    await page.clock.runFor(4000);
    await expect(phaseName(page)).toHaveText('Sostén el aire');
    await expect(countdown(page)).toHaveText('Segundos restantes: 4');
    await expect(circle).toHaveCSS('transform', 'none');
  });
});

test('a favourite is saved with a toast, listed on /bienestar, and removed from there', async ({
  page,
}) => {
  await page.goto('/bienestar');
  await expect(main(page).getByText('Aún no tienes favoritos.')).toBeVisible();

  await page.goto(BREATHING_478);
  const favorite = main(page).getByRole('button', { name: 'Guardar en favoritos' });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(toast(page, '¡Guardado en favoritos!')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'En favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await storedJson(page, 'vita365_favorites')).toEqual([
    {
      id: 'breathing-4-7-8',
      category: 'breathing',
      title: 'Respiración 4-7-8',
      summary: 'Una exhalación larga que te ayuda a relajarte, sobre todo antes de dormir.',
      duration: '3 min',
      slug: 'respiracion-4-7-8',
    },
  ]);

  await page.getByRole('link', { name: 'Volver' }).click();
  await expect(page).toHaveURL('/bienestar');
  const favorites = main(page).getByRole('list', { name: 'Tus favoritos' });
  await expect(favorites.getByRole('link', { name: /Respiración 4-7-8/ })).toBeVisible();
  await expect(main(page).getByText('Aún no tienes favoritos.')).toHaveCount(0);
  await expectAccessible(page);

  await favorites.getByRole('link', { name: /Respiración 4-7-8/ }).click();
  await expect(page).toHaveURL(BREATHING_478);
  await page.goBack();
  await main(page).getByRole('button', { name: 'Quitar Respiración 4-7-8 de favoritos' }).click();
  await expect(toast(page, 'Eliminado de favoritos')).toBeVisible();
  await expect(main(page).getByText('Aún no tienes favoritos.')).toBeVisible();
  expect(await storedJson(page, 'vita365_favorites')).toEqual([]);
});

test('a double tap on Guardar en favoritos saves it once and leaves it saved', async ({ page }) => {
  await page.goto(BREATHING_478);
  await main(page).getByRole('button', { name: 'Guardar en favoritos' }).dblclick();
  await expect(toast(page, '¡Guardado en favoritos!')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'En favoritos' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(toast(page, 'Eliminado de favoritos')).toHaveCount(0);
  expect(await storedJson(page, 'vita365_favorites')).toHaveLength(1);
  await expectAccessible(page);
});

test('marking an item as done shows in its category and survives a reload', async ({ page }) => {
  await page.goto('/bienestar/consejos/agua-al-despertar');
  await main(page).getByRole('button', { name: 'Marcar como hecho' }).click();
  const done = main(page).getByRole('button', { name: 'Hecho' });
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  expect(await storedJson(page, 'vita365_completed')).toEqual(['tip-morning-water']);
  await page.reload();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/bienestar/consejos');
  await expect(
    main(page).getByRole('link', { name: /Un vaso de agua al despertar/ }),
  ).toContainText('Hecho');
  await expect(main(page).getByRole('link', { name: /Pausa activa cada hora/ })).not.toContainText(
    'Hecho',
  );
});

test('unknown category and content say so; an unknown nutrition guide goes back to /bienestar', async ({
  page,
}) => {
  await page.goto('/bienestar/yoga');
  await expect(main(page).getByRole('heading', { name: 'Categoría no encontrada.' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/bienestar/respiracion/respiracion-5-5');
  await expect(main(page).getByRole('heading', { name: 'Contenido no encontrado.' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'Volver a Bienestar' }).click();
  await expect(page).toHaveURL('/bienestar');

  await page.goto('/bienestar/nutricion/dieta-milagro');
  await expect(page).toHaveURL('/bienestar');
  await expect(main(page).getByRole('heading', { name: 'Categorías' })).toBeVisible();
});

test.describe('nutrition', () => {
  test('the guides are listed under Nutrición and a guide shows its tip and sections', async ({
    page,
  }) => {
    await page.goto('/bienestar/nutricion');
    await expect(
      main(page).getByRole('list', { name: 'Nutrición' }).getByRole('listitem'),
    ).toHaveCount(17);
    await expectAccessible(page);
    await main(page)
      .getByRole('link', { name: /El Plato del Bien Comer/ })
      .click();
    await expect(page).toHaveURL(BALANCED_PLATE);
    await expect(main(page).getByRole('heading', { name: 'Consejo clave' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Lo esencial' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Consejos prácticos' })).toBeVisible();
    await expectAccessible(page);
  });

  test("Día 2 shows that day's four meals", async ({ page }) => {
    await page.goto(BALANCED_PLATE);
    await main(page).getByRole('tab', { name: 'Día 2' }).click();
    const day2 = main(page).getByRole('tabpanel', { name: 'Día 2' });
    const meals = day2.getByRole('listitem');
    await expect(meals).toHaveCount(4);
    await expect(meals.nth(0)).toContainText('Desayuno');
    await expect(meals.nth(0)).toContainText('1 taza de avena cocida con leche descremada');
    await expect(meals.nth(1)).toContainText('Comida');
    await expect(meals.nth(1)).toContainText('Caldo de res con chayote');
    await expect(meals.nth(2)).toContainText('Cena');
    await expect(meals.nth(2)).toContainText('quesadillas de tortilla de maíz');
    await expect(meals.nth(3)).toContainText('Colación');
    await expect(meals.nth(3)).toContainText('jícama y pepino');
    await expect(main(page).getByText('Huevo a la mexicana')).toBeHidden();
    await expectAccessible(page);
  });

  test('a checked item stays checked after a reload, kept per guide', async ({ page }) => {
    await page.goto(BALANCED_PLATE);
    const tip = main(page).getByRole('checkbox', { name: /Sirve primero las verduras/ });
    await tip.check();
    await main(page).getByRole('tab', { name: 'Día 2' }).click();
    await main(page)
      .getByRole('checkbox', { name: /Colación/ })
      .check();
    await page.reload();
    await expect(
      main(page).getByRole('checkbox', { name: /Sirve primero las verduras/ }),
    ).toBeChecked();
    await expect(main(page).getByRole('checkbox', { name: /Come con calma/ })).not.toBeChecked();
    await main(page).getByRole('tab', { name: 'Día 2' }).click();
    await expect(main(page).getByRole('checkbox', { name: /Colación/ })).toBeChecked();
    const stored = (await storedJson(page, 'vita365_checked_items')) as Record<string, string[]>;
    expect(Object.keys(stored)).toEqual(['plato-del-bien-comer']);
    expect(stored['plato-del-bien-comer']).toContain('dia-2-colacion');

    await page.goto('/bienestar/nutricion/hidratacion-inteligente');
    await main(page).getByRole('tab', { name: 'Día 2' }).click();
    await expect(main(page).getByRole('checkbox', { name: /Colación/ })).not.toBeChecked();
  });

  test('a guide is saved as a favourite with its own button', async ({ page }) => {
    await page.goto(BALANCED_PLATE);
    await main(page).getByRole('button', { name: 'Guardar en favoritos' }).click();
    await expect(toast(page, '¡Guardado en favoritos!')).toBeVisible();
    await page.goto('/bienestar');
    await main(page)
      .getByRole('list', { name: 'Tus favoritos' })
      .getByRole('link', { name: /El Plato del Bien Comer/ })
      .click();
    await expect(page).toHaveURL(BALANCED_PLATE);
  });

  test('a herb opens a dialog with its precautions set apart, and Escape closes it', async ({
    page,
  }) => {
    await page.goto(HERBAL_TEAS);
    await expect(
      main(page).getByRole('heading', { name: 'Precauciones importantes' }),
    ).toBeVisible();
    await expectAccessible(page);
    const chamomile = main(page).getByRole('button', { name: /Manzanilla/ });
    await chamomile.click();
    const dialog = page.getByRole('dialog', { name: 'Manzanilla' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Cómo prepararla' })).toBeVisible();
    const precautions = dialog.getByRole('region', { name: 'Precauciones' });
    await expect(precautions).toContainText(
      'alergia a las plantas de la familia de las margaritas',
    );
    // Set apart: the precautions block has a background of its own, the other blocks do not.
    const background = (region: Locator) =>
      region.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(precautions)).not.toBe(
      await background(dialog.getByRole('region', { name: 'Cómo prepararla' })),
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chamomile).toBeFocused();

    await main(page)
      .getByRole('button', { name: /Interacción con medicamentos/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Interacción con medicamentos' })).toContainText(
      'warfarina',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('meditations', () => {
  test("without a Spanish voice: 'Audio no disponible.' and the text to read", async ({ page }) => {
    await stubSpeechSynthesis(page, [{ lang: 'en-US', name: 'Samantha' }]);
    await page.goto(BODY_SCAN);
    await expect(main(page).getByText('Audio no disponible.')).toBeVisible();
    await expect(main(page).getByText(bodyScanFirst)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Escuchar' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("with a Spanish voice 'Escuchar' reads the text aloud in es-MX, showing where it is", async ({
    page,
  }) => {
    await stubSpeechSynthesis(page, [
      { lang: 'en-US', name: 'Samantha' },
      { lang: 'es-ES', name: 'Mónica' },
      { lang: 'es-MX', name: 'Paulina' },
    ]);
    await page.goto(BODY_SCAN);
    await expect(main(page).getByText('Audio no disponible.')).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Escuchar' }).click();

    const reading = main(page).locator('[aria-current="step"]');
    await expect(reading).toHaveText(bodyScanFirst);
    await expect(readerStatus(page)).toHaveText('Leyendo en voz alta: párrafo 1 de 7.');
    expect(await spokenUtterances(page)).toEqual([
      { text: expect.stringMatching(bodyScanFirst), lang: 'es-MX', voice: 'Paulina' },
    ]);
    await expectAccessible(page);

    await finishUtterance(page);
    await expect(reading).toHaveText(bodyScanSecond);
    await main(page).getByRole('button', { name: 'Pausar' }).click();
    await expect(readerStatus(page)).toHaveText('En pausa: párrafo 2 de 7.');
    await main(page).getByRole('button', { name: 'Continuar' }).click();
    const spoken = await spokenUtterances(page);
    expect(spoken.map((utterance) => utterance.text.slice(0, 12))).toEqual([
      'Busca un lug',
      'Haz tres res',
      'Haz tres res',
    ]);

    await main(page).getByRole('button', { name: 'Detener' }).click();
    await expect(main(page).getByRole('button', { name: 'Escuchar' })).toBeVisible();
    await expect(reading).toHaveCount(0);
  });

  // Which recordings ship is known when the app is built (public/audio/ has none yet), so a page never
  // asks for a missing one; the player itself for a shipped recording is a unit test
  // (tests/unit/content/shippedAudioSrc.test.ts). This replaces the test that served a recording here.
  for (const slug of [
    'escaneo-corporal',
    'atencion-a-la-respiracion',
    'amabilidad-contigo',
    'pausa-para-la-ansiedad',
  ]) {
    test(`${slug}: the page requests no recording that does not exist (no 404)`, async ({
      page,
    }) => {
      await stubSpeechSynthesis(page, [{ lang: 'es-MX', name: 'Paulina' }]);
      const failed: string[] = [];
      const audio: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/audio/')) audio.push(request.url());
      });
      await page.goto(`/bienestar/meditacion/${slug}`);
      await expect(main(page).getByRole('button', { name: 'Escuchar' })).toBeVisible();
      await expect(main(page).locator('audio')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      expect(audio).toEqual([]);
      await expectAccessible(page);
    });
  }
});

test("the quick routines read 'Rutinas exprés', as on the landing page", async ({ page }) => {
  await page.goto('/bienestar');
  await expect(page.getByText('Rutinas exprés').first()).toBeVisible();
  await expect(page.getByText('Rutinas express')).toHaveCount(0);
  await expectAccessible(page);
});
