// The build's security headers in the browser (issue 42): the servers send dist/_headers as a host
// does (scripts/build/headersFile.ts), so every route of the app must run within its
// Content-Security-Policy. For each build, a few tests visit the routes in groups and collect every
// `securitypolicyviolation` event (and Chromium's own 'Refused to…' console errors): the demo build,
// and the hosted build with Stripe configured, whose payment page loads the Stripe.js test double
// from js.stripe.com within the payment route's policy. Then a page on another origin frames
// /dashboard and sees nothing (frame-ancestors 'none').
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { SupabaseTestServer } from '../support/supabaseTestServer';
import { seedStorage } from './support/checkup';
import { waitForServiceWorker } from './support/offline';
import { accountOf, ana, signUpMetadataOf } from '../support/testMembers';
import { logIn, stripeTest as paymentsTest } from './support/hostedTest';
import { measurements, NOW, savedPdf } from './support/report';
import { expect, signInAsDemoMember, test } from './support/test';

const publicPages = ['/', '/legal', '/politicas-de-privacidad', '/terminos-y-condiciones'];
const authPages = ['/login', '/register'];
const memberPages = [
  '/dashboard',
  '/coberturas',
  '/mi-chequeo',
  '/mi-chequeo/nueva',
  '/mi-chequeo/test-alertas',
  '/mi-chequeo/peso',
  '/mi-chequeo/sueno',
  '/mi-chequeo/vitals',
  '/autocuidado/fever',
  '/agenda',
  '/bienestar',
  '/bienestar/nutricion/plato-del-bien-comer',
  '/bienestar/respiracion',
  '/bienestar/meditacion/escaneo-corporal',
  '/mi-plan',
  '/perfil',
  '/recibo/pago-123',
  '/payment-gateway',
];
/** The member pages in two groups, a test each, so that no test walks twenty routes. */
const memberGroups = [
  { name: 'home, coverages and Mi Chequeo', paths: memberPages.slice(0, 9) },
  { name: 'agenda, wellness, plan, profile, receipt and payment', paths: memberPages.slice(9) },
];

/** Every CSP violation the page reports from now on, as 'directive blocked-URL (page)'. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(
        `${event.effectiveDirective} ${event.blockedURI} (${location.pathname})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Proves the watch works: a script added by hand is refused and reported. */
async function expectWatched(page: Page, violations: string[]): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });
  await expect.poll(() => violations.some((text) => text.startsWith('script-src-elem'))).toBe(true);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  violations.length = 0;
}

/** Opens each path, waits until the page has shown a heading and its network is quiet. */
async function visitAll(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
}

test.describe('the demo build', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the public and sign-in pages run within the policy, which refuses an injected script', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await visitAll(page, [...publicPages, ...authPages]);
    await expectWatched(page, violations);
    expect(violations).toEqual([]);
  });

  for (const group of memberGroups) {
    test(`the member pages (${group.name}) run within the policy`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.clock.setFixedTime(NOW);
      await signInAsDemoMember(page);
      await seedStorage(page, { 'vita-measurements': measurements });
      await visitAll(page, group.paths);
      expect(violations).toEqual([]);
    });
  }

  test('the PDF report runs within the policy, and the service worker registers', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.clock.setFixedTime(NOW);
    await signInAsDemoMember(page);
    await seedStorage(page, { 'vita-measurements': measurements });
    await page.goto('/mi-chequeo');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar PDF: Signos vitales, 09:05' }).click();
    expect((await savedPdf(await downloading)).head).toBe('%PDF-');
    await waitForServiceWorker(page);
    expect(violations).toEqual([]);
  });

  test('a page on another origin that frames /dashboard shows nothing', async ({
    page,
    baseURL,
  }) => {
    const dashboard = await page.request.get('/dashboard');
    expect(dashboard.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes("frame-ancestors 'none'")) refused.push(message.text());
    });
    // Another origin: a server of its own (a route fulfilled by Playwright would not do, Chromium
    // then refuses the frame whatever its headers), by another host name.
    const framer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>Otro sitio</title><iframe src="${baseURL}/dashboard" width="390" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      await page.goto(`http://localhost:${(framer.address() as AddressInfo).port}/`);
      await expect.poll(() => page.frames().length).toBe(2);
      const framed = page.frames().find((frame) => frame !== page.mainFrame());
      // Chromium shows its own error page in the frame instead of the app (without the policy, the
      // app opens there: /login for this visitor).
      await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
      expect(await framed?.locator('#root').count()).toBe(0);
      await expect.poll(() => refused.length).toBeGreaterThan(0);
    } finally {
      framer.close();
    }
  });
});

/** Signs Ana up on the hosted build and logs her in through its login page. */
async function signInHosted(page: Page, supabase: SupabaseTestServer): Promise<void> {
  supabase.gotrue.addUser({ ...accountOf(ana), user_metadata: signUpMetadataOf(ana) });
  await logIn(page, accountOf(ana));
}

paymentsTest.describe('the hosted build with Stripe configured', () => {
  paymentsTest(
    'the public and sign-in pages run within the policy, which refuses an injected script',
    async ({ page }) => {
      const violations = await watchViolations(page);
      await visitAll(page, [...publicPages, ...authPages]);
      await expectWatched(page, violations);
      expect(violations).toEqual([]);
    },
  );

  for (const group of memberGroups) {
    paymentsTest(
      `the member pages (${group.name}) run within the policy`,
      async ({ page, supabase }) => {
        const violations = await watchViolations(page);
        await signInHosted(page, supabase);
        await visitAll(page, group.paths);
        expect(violations).toEqual([]);
      },
    );
  }

  paymentsTest(
    'the payment page’s Stripe.js runs within its own policy, reached directly or through the app',
    async ({ page, supabase }) => {
      const violations = await watchViolations(page);
      await signInHosted(page, supabase);
      const payment = await page.goto('/payment-gateway');
      expect(payment?.headers()['content-security-policy']).toContain('https://js.stripe.com');
      await expect(page.getByRole('textbox', { name: 'Número de tarjeta (Stripe)' })).toBeVisible();
      const dashboard = await page.goto('/dashboard');
      expect(dashboard?.headers()['content-security-policy']).not.toContain('stripe.com');
      // Reached through the app's router, the page loads itself anew to get its own policy.
      await page.goto('/perfil');
      await page.locator('main a[href="/payment-gateway"]').first().click();
      await expect(page).toHaveURL(/\/payment-gateway$/);
      await expect(page.getByRole('textbox', { name: 'Número de tarjeta (Stripe)' })).toBeVisible();
      expect(violations).toEqual([]);
    },
  );
});
