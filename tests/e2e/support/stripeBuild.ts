// A build of the app with a Stripe publishable key, for the payment specs that check the card
// element path. The key is baked into the build, so each worker that needs it builds once into its
// own folder under dist-stripe/ (a child process, so the key never leaks into other builds) and serves
// it with vite preview on a random port. js.stripe.com cannot be reached here: tests route it to
// `fakeStripeJs` or abort it.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { preview } from 'vite';
import { test as base } from './test';

export const STRIPE_TEST_KEY = 'pk_test_vita365_e2e';
export const STRIPE_JS = 'https://js.stripe.com/**';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const viteCli = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));

function buildWithStripeKey(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteCli, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: root,
        env: { ...process.env, VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_KEY },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build with a Stripe key exited with ${code}`)),
    );
  });
}

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
      const outDir = `dist-stripe/${process.pid}-${workerInfo.workerIndex}`;
      let server: Awaited<ReturnType<typeof preview>> | undefined;
      try {
        await buildWithStripeKey(outDir);
        server = await preview({
          configFile: false,
          root,
          logLevel: 'warn',
          build: { outDir },
          preview: { host: '127.0.0.1', port: 0, strictPort: true },
        });
        const { port } = server.httpServer.address() as AddressInfo;
        await provide(`http://127.0.0.1:${port}`);
      } finally {
        await server?.close();
        await rm(path.join(root, outDir), { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stripeApp }, provide) => {
    await provide(stripeApp);
  },
});
