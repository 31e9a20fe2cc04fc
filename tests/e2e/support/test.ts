// The Playwright `test` every e2e spec uses: it fails a test on any uncaught page error and offers
// `expectAccessible(page)` (axe-core, WCAG 2 A/AA), `signInAsDemoMember(page)` and `signOut(page)`.
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { ana } from '../../support/testMembers';
import { axeViolations } from './axe';

export { expect };

export const demoMember = {
  id: ana.id,
  email: ana.email,
  aud: 'authenticated',
  created_at: '2026-01-15T16:00:00.000Z',
  app_metadata: { provider: 'email' },
  user_metadata: {
    name: ana.name,
    alias: ana.alias,
    vita_card_id: ana.cardId,
    activation_code: null,
    planStatus: 'pending',
  },
};

/** Puts a demo member into `vita-user` before any page script runs. */
export async function signInAsDemoMember(page: Page, user: object = demoMember): Promise<void> {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('__seeded')) {
      localStorage.setItem('vita-user', stored);
      sessionStorage.setItem('__seeded', '1');
    }
  }, JSON.stringify(user));
}

/** Signs out from the profile page, as a member does, and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/perfil');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The visible toast with this text (Radix renders it as a list item in the notifications region). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /^Notificaciones/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/**
 * Closes the toast with this text with its 'Cerrar notificación' button, as a member does to reach
 * what it covers (a toast sits over the top of the page, where the agenda's tabs are).
 */
export async function closeToast(page: Page, text: string | RegExp): Promise<void> {
  const item = toast(page, text);
  await item.getByRole('button', { name: 'Cerrar notificación' }).click();
  await expect(item).toHaveCount(0);
}

export async function expectAccessible(page: Page): Promise<void> {
  // Mid-animation colours (a toast fading in) are not what a member reads. During the check the page
  // is told the member prefers reduced motion, which the app honours by ending every animation at
  // once (src/styles/global.css.ts), so a toast that appears while axe runs is already opaque; then
  // the page's finite animations and transitions are awaited. Endless ones (a spinner) do not hold it.
  const reducedBefore = await page.evaluate(
    () => matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { polling: 50 },
    );
    const violations = await axeViolations(page);
    const summary = violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: reducedBefore ? 'reduce' : 'no-preference' });
  }
}

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
