// The demo app with a Stripe publishable key, for the payment specs that check the card element
// path: each worker that needs it serves a copy of the run's configured build (configuredBuild.ts)
// with the key and no backend. js.stripe.com cannot be reached here: tests route it to
// `fakeStripeJs` or abort it.
import type { Page } from '@playwright/test';
import { serveConfiguredBuild } from './configuredBuild';
import { test as base } from './test';

export const STRIPE_TEST_KEY = 'pk_test_vita365_e2e';
export const STRIPE_JS = 'https://js.stripe.com/**';

/**
 * Stands in for Stripe.js: `Stripe(key).elements().create('card')` mounts one text input that
 * reports `complete` once it holds 16 digits, and says it is ready right after mounting.
 */
export const fakeStripeJs = `
window.Stripe = function (key) {
  window.__stripeKey = key;
  return {
    elements: function () {
      return {
        create: function () {
          var handlers = {};
          var input = document.createElement('input');
          input.setAttribute('aria-label', 'Número de tarjeta (Stripe)');
          var emit = function (name, event) { (handlers[name] || []).forEach(function (h) { h(event); }); };
          input.addEventListener('input', function () {
            emit('change', { elementType: 'card', complete: input.value.replace(/\\D/g, '').length === 16 });
          });
          return {
            on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); },
            mount: function (node) { node.appendChild(input); setTimeout(function () { emit('ready', {}); }, 0); },
            update: function (options) { input.disabled = Boolean(options && options.disabled); },
            destroy: function () { input.remove(); },
          };
        },
      };
    },
  };
};
window.Stripe.version = 'endive';
`;

export async function serveFakeStripe(page: Page): Promise<void> {
  await page.route(STRIPE_JS, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakeStripeJs }),
  );
}

export const stripeTest = base.extend<object, { stripeApp: string }>({
  stripeApp: [
    // Playwright reads fixture dependencies from this destructuring, so it must stay even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const app = await serveConfiguredBuild(`stripe-worker-${workerInfo.workerIndex}`, {
        VITE_SUPABASE_URL: '',
        VITE_SUPABASE_ANON_KEY: '',
        VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEY,
      });
      try {
        await provide(app.url);
      } finally {
        await app.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stripeApp }, provide) => {
    await provide(stripeApp);
  },
});
