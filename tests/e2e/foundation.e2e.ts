import { expectAccessible, expect, signInAsDemoMember, test, toast } from './support/test';
import { axeViolations } from './support/axe';

/** Every member route of spec §2 (parameters filled in) with the title its header shows. */
const memberPages: ReadonlyArray<readonly [path: string, title: string]> = [
  ['/dashboard', 'Inicio'],
  ['/coberturas', 'Coberturas'],
  ['/mi-chequeo', 'Mi Chequeo'],
  ['/mi-chequeo/nueva', 'Nueva medición'],
  ['/mi-chequeo/test-alertas', 'Test de alertas'],
  ['/mi-chequeo/peso', 'Peso y talla'],
  ['/mi-chequeo/sueno', 'Calidad del sueño'],
  ['/mi-chequeo/vitals', 'Signos vitales'],
  ['/agenda', 'Agenda'],
  ['/bienestar', 'Bienestar'],
  ['/bienestar/nutricion/plato-del-bien-comer', 'Nutrición'],
  ['/bienestar/respiracion', 'Bienestar'],
  ['/bienestar/respiracion/respiracion-cuadrada', 'Bienestar'],
  ['/mi-plan', 'Mi Plan'],
  ['/payment-gateway', 'Pago'],
  ['/perfil', 'Perfil'],
  ['/recibo/pago-123', 'Recibo'],
];

test.describe('signed out', () => {
  for (const [path] of memberPages) {
    test(`${path} sends the visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('signed in as a demo member', () => {
  for (const [path, title] of memberPages) {
    test(`${path} renders inside the shell with its tab title`, async ({ page }) => {
      await signInAsDemoMember(page);
      await page.goto(path);
      await expect(
        page.getByRole('banner').getByRole('heading', { level: 1, name: title }),
      ).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await expect(nav.getByRole('link')).toHaveText(['Inicio', 'Agenda', 'Mi Plan', 'Perfil']);
      await expect(page).toHaveTitle(`${title} · Vita365`);
      await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('A');
      await expectAccessible(page);
    });
  }

  test('the bottom navigation highlights the current section and moves between sections', async ({
    page,
  }) => {
    await signInAsDemoMember(page);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/agenda$/);
    await expect(nav.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('a corrupt demo user is removed and the visitor lands on /login without errors', async ({
  page,
  pageErrors,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__seeded')) {
      localStorage.setItem('vita-user', '{"id": "broken"');
      sessionStorage.setItem('__seeded', '1');
    }
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('vita-user'))).toBeNull();
  await expect(toast(page, 'Datos restablecidos')).toBeVisible();
  await expectAccessible(page);
  expect(pageErrors).toEqual([]);
});

test('an unknown path shows a Spanish not-found page with a way home', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveTitle('Página no encontrada · Vita365');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('when the sign-in code cannot be downloaded, a Spanish panel offers a retry', async ({
  page,
}) => {
  await signInAsDemoMember(page);
  await page.route(/\/assets\/demoBackend-[^/]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expectAccessible(page);
  await page.unroute(/\/assets\/demoBackend-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Inicio' })).toBeVisible();
});

test('when browser storage is full, the member is told and keeps working with what is on screen', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('vita')) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Rosa Martínez');
  await page.getByLabel('Correo electrónico').fill('rosa@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill('secreto1');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'No se pudo guardar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a mi perfil' })).toHaveText('R');
  expect(await page.evaluate(() => localStorage.getItem('vita-user'))).toBeNull();
  await expectAccessible(page);
});

test('the accessibility check finds planted faults, in the page and in its frames', async ({
  page,
}) => {
  // A page of the app's origin: axe talks only to frames of the same origin, as the app's pages do.
  await page.goto('/');
  await page.setContent(`<!doctype html><html lang="es"><head><title>Faltas</title></head><body>
    <main>
      <p style="color:#bbb;background:#fff">Texto con poco contraste</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <iframe title="Marco" srcdoc="<!doctype html><html lang='es'><body><input id='sin-etiqueta'></body></html>"></iframe>
    </main></body></html>`);
  await expect(page.frameLocator('iframe').locator('#sin-etiqueta')).toBeAttached();
  const found = (await axeViolations(page)).map((violation) => [
    violation.id,
    violation.nodes.map((node) => node.target.join(' ')),
  ]);
  expect(found).toEqual(
    expect.arrayContaining([
      ['color-contrast', ['p']],
      ['image-alt', ['img']],
      ['label', ['iframe #sin-etiqueta']],
    ]),
  );
});
