import {
  closeToast,
  demoMember,
  expectAccessible,
  expect,
  signInAsDemoMember,
  test,
  toast,
} from './support/test';
import { seedAgenda } from './support/agenda';
import { holderWhoPaid, NOW } from './support/membership';
import { scriptRounds } from './support/scriptRounds';

test.describe('notifications', () => {
  const metformina = {
    id: 'm1',
    name: 'Metformina',
    dose: '1 tableta de 850 mg',
    time: '08:00',
    taken: false,
  };

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW);
  });

  test('come from the member’s state; selecting one marks it read, and the read state survives a reload', async ({
    page,
  }) => {
    await signInAsDemoMember(page, holderWhoPaid(1));
    await seedAgenda(page, { medicines: [metformina] });
    await page.goto('/dashboard');
    // Metformina at 08:00 is due at NOW: its reminder toast comes with the page and covers the
    // header's bell until closed. Closed first, while it is certain to be there.
    await closeToast(page, 'Hora de tu medicina');
    const bell = page.getByRole('button', { name: 'Notificaciones, hay notificaciones sin leer' });
    await expect(page.getByTestId('unread-dot')).toBeVisible();
    await bell.click();
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Pago recibido');
    await expect(items.nth(0)).toContainText('Recibimos tu pago de $507.45 MXN el 9 de marzo.');
    await expect(items.nth(1)).toContainText('Medicina pendiente');
    await expect(items.nth(1)).toContainText('Metformina (1 tableta de 850 mg) de las 08:00');
    await expectAccessible(page);
    await items.nth(0).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId('unread-dot')).toBeVisible();
    await page.getByRole('button', { name: /Notificaciones/ }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('menuitem', { name: 'Marcar todas como leídas' }).click();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  });

  test('a member who never paid is not told a payment was received', async ({ page }) => {
    await signInAsDemoMember(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
    await page.getByRole('button', { name: 'Notificaciones', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('No tienes notificaciones por ahora.');
    await expect(menu).not.toContainText('Pago recibido');
    await expectAccessible(page);
  });

  test('with 7 notices the menu scrolls within the screen and reaches ‘Marcar todas como leídas’', async ({
    page,
  }) => {
    await signInAsDemoMember(page, holderWhoPaid(1));
    // Six appointments tomorrow afternoon (NOW is midday in Mexico City): six notices, no reminder yet.
    await seedAgenda(page, {
      appointments: Array.from({ length: 6 }, (_, index) => ({
        id: `cita-${index}`,
        title: `Consulta de seguimiento número ${index + 1} con la especialista`,
        datetime: `2026-03-11T${String(18 + index)}:00:00.000Z`,
        location: 'Clínica del Valle, consultorio 204, segundo piso',
        notes: '',
      })),
    });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Notificaciones/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(8);
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
    await expectAccessible(page);
    const markAll = menu.getByRole('menuitem', { name: 'Marcar todas como leídas' });
    await markAll.scrollIntoViewIfNeeded();
    await expect(markAll).toBeInViewport();
    await markAll.tap();
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  });

  test('closing the menu without choosing keeps the unread dot', async ({ page }) => {
    await signInAsDemoMember(page, holderWhoPaid(1));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /Notificaciones/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByTestId('unread-dot')).toBeVisible();
  });
});

test('a toast stays about 5 seconds and then disappears by itself', async ({ page }) => {
  // The page's clock is the test's: the toast's timer runs only as far as the test moves it.
  await page.clock.install();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__seeded')) {
      localStorage.setItem('vita-user', 'not json');
      sessionStorage.setItem('__seeded', '1');
    }
  });
  await page.goto('/dashboard');
  const shown = toast(page, 'Datos restablecidos');
  await expect(shown).toBeVisible();
  await page.clock.runFor(4_500);
  await expect(shown).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(shown).toHaveCount(0);
});

test('the avatar shows the picture when the member has one', async ({ page }) => {
  await signInAsDemoMember(page, {
    id: 'u-2',
    email: 'luis@example.com',
    user_metadata: {
      name: 'luis',
      avatarUrl:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    },
  });
  await page.goto('/perfil');
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' }).locator('img')).toBeVisible();
});

test('signing out in one tab signs the member out in the other tab too', async ({
  page,
  context,
}) => {
  await signInAsDemoMember(page);
  await page.goto('/dashboard');
  const otherTab = await context.newPage();
  await otherTab.goto('/perfil');
  await otherTab.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(otherTab).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a member signed in from another tab is taken from /login to the dashboard here', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const otherTab = await context.newPage();
  await otherTab.goto('/login');
  await otherTab.evaluate(
    (user) => localStorage.setItem('vita-user', user),
    JSON.stringify(demoMember),
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Inicio' })).toBeVisible();
});

test.describe('no waterfall of lazy chunks', () => {
  // A member route's own HTML shell (dist/coberturas.html, src/app/routeShells.ts) names the entry and
  // everything the route needs, so the browser requests them in one round. On a path without a shell
  // (one with parameters, or app.html from the service worker) the entry comes first and then
  // src/app/preloadRoute.ts asks for the rest at once: two rounds. A further round is a new waterfall.
  test('signed out, a member route reaches /login in two rounds of script requests', async ({
    page,
  }) => {
    const rounds = await scriptRounds(page, () => page.goto('/dashboard'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    expect(rounds.flat().some((file) => /\/LoginPage-[^/]+\.js$/.test(file))).toBe(true);
    expect(rounds, JSON.stringify(rounds, null, 1)).toHaveLength(2);
  });

  test('signed in, a member route with its own shell requests its page with the entry', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    const rounds = await scriptRounds(page, () => page.goto('/coberturas'));
    await expect(page.getByRole('heading', { name: 'Detalle de tu Cobertura' })).toBeVisible();
    const first = JSON.stringify(rounds[0]);
    expect(first).toMatch(/\/index-[^/]+\.js/);
    expect(first).toMatch(/\/AuthArea-[^/]+\.js/);
    expect(first).toMatch(/\/CoveragePage-[^/]+\.js/);
    expect(rounds.length, JSON.stringify(rounds, null, 1)).toBeLessThanOrEqual(2);
  });

  test('signed in, a member route without a shell is usable after two rounds', async ({ page }) => {
    await signInAsDemoMember(page);
    const rounds = await scriptRounds(page, () => page.goto('/bienestar/consejos'));
    await expect(page.getByRole('heading', { name: 'Consejos rápidos', level: 2 })).toBeVisible();
    expect(rounds[1]?.some((file) => /\/WellnessCategoryPage-[^/]+\.js$/.test(file))).toBe(true);
    expect(rounds, JSON.stringify(rounds, null, 1)).toHaveLength(2);
  });
});
