import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ContactFile } from '../../src/content/types/contact';
import { expectAccessible, expect, test } from './support/test';

// Read as data: Playwright's loader cannot import JSON, and the page must show whatever the file says.
const contact = JSON.parse(
  readFileSync(new URL('../../content/contact.json', import.meta.url), 'utf8'),
) as ContactFile;

const heroTitle = 'Tu salud y tu tranquilidad, a un toque de distancia';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const macSafari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** Answers every request to the stores and the chat, so no test depends on (or reaches) the network. */
async function stubExternalSites(page: Page): Promise<void> {
  for (const pattern of [
    'https://play.google.com/**',
    'https://apps.apple.com/**',
    'https://wa.me/**',
  ]) {
    await page
      .context()
      .route(pattern, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Sitio externo</title>' }),
      );
  }
}

test.describe('before any script runs', () => {
  test('the HTML served for / already holds the hero, the plan chooser and the page meta', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(heroTitle);
    expect(html).toContain('Elige tu plan ideal');
    expect(html).toContain('<title>Asistencia médica, vial y en el hogar 24/7 · Vita365</title>');
    expect(html).toMatch(/<meta name="description" content="Vita365 es tu membresía[^"]+">/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]*Vita365">/);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });

  test('with JavaScript disabled the landing still shows and its anchors still work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Elige tu plan ideal' })).toBeAttached();
    await page
      .getByRole('navigation', { name: 'Secciones de la página' })
      .getByRole('link', { name: 'Contacto' })
      .click();
    await expect(page.getByRole('heading', { name: 'Contacto' })).toBeInViewport();
    await context.close();
  });

  test('a member route gets the app shell, without the landing markup', async ({ request }) => {
    const html = await (await request.get('/dashboard')).text();
    expect(html).toMatch(/<div id="root"><div[^>]*role="status"[^>]*>.*Cargando…/);
    expect(html).not.toContain(heroTitle);
  });

  test('a host that answers a member route with the landing file still opens the app, the landing markup hidden before scripts run', async ({
    page,
    request,
  }) => {
    const landingHtml = await (await request.get('/')).text();
    await page.route('**/dashboard', (route) =>
      route.fulfill({ contentType: 'text/html', body: landingHtml }),
    );
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.getElementById('root');
        sessionStorage.setItem(
          'rootVisibleBeforeScripts',
          String(root?.checkVisibility() ?? false),
        );
      });
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('rootVisibleBeforeScripts'))).toBe(
      'false',
    );
    await expect(page.getByRole('heading', { name: heroTitle })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('static page', () => {
  test('the prerendered markup stays: no script draws the page again', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        Object.assign(window, { prerenderedTitle: document.querySelector('h1') });
      });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const sameElement = await page.evaluate(() => {
      const before = (window as unknown as { prerenderedTitle: Element | null }).prerenderedTitle;
      return before !== null && before.isConnected && before === document.querySelector('h1');
    });
    expect(sameElement).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('in-page navigation', () => {
  const anchors = [
    ['Quiénes Somos', 'Quiénes Somos'],
    ['Servicios', 'Servicios'],
    ['Contacto', 'Contacto'],
    ['Inicio', heroTitle],
  ] as const;

  for (const [label, heading] of anchors) {
    test(`'${label}' scrolls its section into view, below the sticky header`, async ({ page }) => {
      await page.goto('/');
      if (label === 'Inicio') await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const nav = page.getByRole('navigation', { name: 'Secciones de la página' });
      await nav.getByRole('link', { name: label, exact: true }).click();
      const sectionHeading = page.getByRole('heading', { name: heading, exact: true });
      await expect(sectionHeading).toBeInViewport();
      await expect
        .poll(async () => {
          const header = await page.getByRole('banner').boundingBox();
          const title = await sectionHeading.boundingBox();
          return header !== null && title !== null && title.y >= header.y + header.height;
        })
        .toBe(true);
    });
  }

  test('scrolling is smooth, and instant for visitors who prefer reduced motion', async ({
    page,
  }) => {
    await page.goto('/');
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await scrollBehavior()).toBe('smooth');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await scrollBehavior()).toBe('auto');
    await page
      .getByRole('navigation', { name: 'Secciones de la página' })
      .getByRole('link', { name: 'Contacto' })
      .click();
    await expect(page.getByRole('heading', { name: 'Contacto' })).toBeInViewport({ timeout: 500 });
  });
});

test.describe('store buttons', () => {
  test('send a visitor on Android, or on an unknown device, to Google Play', async ({ page }) => {
    await stubExternalSites(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Descargar la app' })).toHaveAttribute(
      'href',
      contact.stores.android,
    );
    await expect(page.getByRole('link', { name: 'Disponible en Google Play' })).toHaveAttribute(
      'href',
      contact.stores.android,
    );
    await page.getByRole('link', { name: 'Descargar la app' }).click();
    await expect(page).toHaveURL(contact.stores.android);
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: iPhone });

    test('send the visitor to the App Store', async ({ page }) => {
      await stubExternalSites(page);
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Descargar la app' })).toHaveAttribute(
        'href',
        contact.stores.ios,
      );
      await expect(page.getByRole('link', { name: 'Descárgala en el App Store' })).toHaveAttribute(
        'href',
        contact.stores.ios,
      );
      await expect(
        page.getByRole('link', { name: '¿Tienes Android? Descárgala en Google Play' }),
      ).toHaveAttribute('href', contact.stores.android);
      await page.getByRole('link', { name: 'Descargar la app' }).click();
      await expect(page).toHaveURL(contact.stores.ios);
    });
  });

  test.describe('on an iPad that reports itself as a Mac', () => {
    test.use({ userAgent: macSafari });

    test('send the visitor to the App Store because the screen is a touch screen', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
      });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Descargar la app' })).toHaveAttribute(
        'href',
        contact.stores.ios,
      );
    });
  });
});

test.describe('plan chooser', () => {
  test("shows the three plans under 'Elige tu plan ideal'", async ({ page }) => {
    await page.goto('/');
    const chooser = page.getByRole('region', { name: 'Elige tu plan ideal' });
    await expect(chooser.getByRole('heading', { level: 3 })).toHaveText([
      'Individual',
      'Equipo / Empresas',
      'Familiar',
    ]);
  });

  test('the business plan opens the chat with the business message already typed', async ({
    page,
  }) => {
    await stubExternalSites(page);
    await page.goto('/');
    const chat = page.getByRole('link', { name: /Escríbenos por chat/ });
    const href = await chat.getAttribute('href');
    expect(href).not.toBeNull();
    const url = new URL(href ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(contact.chat.link);
    expect(url.searchParams.get('text')).toBe(contact.chat.businessMessage);
    const [popup] = await Promise.all([page.waitForEvent('popup'), chat.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('text')).toBe(contact.chat.businessMessage);
  });

  for (const plan of ['Individual', 'Familiar']) {
    test(`the ${plan} plan leads to /register`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('article', { name: plan }).getByRole('link').click();
      await expect(page).toHaveURL(/\/register$/);
    });
  }
});

test('the contact section shows the e-mail and phone to reach us', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Contacto' });
  await expect(section.getByRole('link', { name: new RegExp(contact.email) })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
  await expect(
    section.getByRole('link', { name: new RegExp(contact.phone.display) }),
  ).toHaveAttribute('href', `tel:${contact.phone.tel}`);
});

test('the header leads to /login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the footer shows the copyright and reaches both legal texts', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025 Vita365. Todos los derechos reservados.');

  await footer.getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/politicas-de-privacidad$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }).click();
  await expect(page).toHaveURL(/\/terminos-y-condiciones$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Términos y condiciones' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
});

test.describe('accessibility', () => {
  test('axe finds no violations on the landing on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Asistencia médica, vial y en el hogar 24/7 · Vita365');
    await expectAccessible(page);
  });

  test.describe('on a desktop screen', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('axe finds no violations on the landing', async ({ page }) => {
      await page.goto('/');
      await expectAccessible(page);
    });
  });
});

test('the contact e-mail breaks only after the @, never mid-word, on a phone', async ({ page }) => {
  await page.goto('/');
  const address = page
    .getByRole('link', { name: new RegExp(contact.email) })
    .locator('span span')
    .last();
  await address.scrollIntoViewIfNeeded();
  const lineOf = await address.evaluate((element) => {
    const text = element.textContent ?? '';
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    return { text, tops };
  });
  expect(lineOf.text).toBe(contact.email);
  const at = contact.email.indexOf('@');
  const user = new Set(lineOf.tops.slice(0, at + 1));
  const domain = new Set(lineOf.tops.slice(at + 1));
  expect(user.size).toBe(1);
  expect(domain.size).toBe(1);
  await expectAccessible(page);
});
