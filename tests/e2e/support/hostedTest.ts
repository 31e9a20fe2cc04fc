// The one `test` of the hosted-mode specs (*.hosted.e2e.ts), and `stripeTest`, the same with Stripe
// configured. The Supabase-shaped test project (GoTrue-shaped auth plus PostgREST-shaped data over
// PGlite with the shipped migrations) takes a random port per worker so parallel runs on one machine
// never collide, yet the backend URL is baked into the build. So each worker serves its own copy of
// the run's one configured build (configuredBuild.ts) with its project's URL and key in place of the
// placeholders. The app in the browser is thus exactly a build made against that worker's project.
// Tests get `baseURL` pointing there, `gotrue` (the auth server) and `supabase` (the whole project,
// data server and database included), both reset before each test, to read the requests recorded and
// flip the switches.
//
// With Stripe (`stripeTest`, the worker option `withStripe`), the worker also starts the Stripe-shaped
// test server and the Edge Functions (run by deno with the project's URL and keys; the project passes
// /functions/v1/ on to them), the build gets a publishable key, tests get `stripe`, and each page gets
// the Stripe.js test double (stripeJsDouble.ts) in place of js.stripe.com.
import type { Page } from '@playwright/test';
import { startFunctionsServer } from '../../support/functionsServer';
import type { GoTrueServer } from '../../support/gotrueServer';
import { startStripeTestServer, type StripeTestServer } from '../../support/stripeTestServer';
import { startSupabaseTestServer, type SupabaseTestServer } from '../../support/supabaseTestServer';
import { serveConfiguredBuild } from './configuredBuild';
import { STRIPE_JS } from './stripeBuild';
import { stripeJsDouble } from './stripeJsDouble';
import { expect, test as base } from './test';

export { expect, expectAccessible, signOut, toast } from './test';

export const STRIPE_HOSTED_KEY = 'pk_test_vita365_hosted_e2e';

interface HostedApp {
  readonly url: string;
  /** The folder served: the build with this worker's settings. */
  readonly buildDir: string;
  readonly supabase: SupabaseTestServer;
  /** With Stripe only. */
  readonly stripe: StripeTestServer | null;
}

/** Starts what a worker serves; everything started is closed when `use` returns or throws. */
async function startHostedApp(
  withStripe: boolean,
  workerIndex: number,
  use: (app: HostedApp) => Promise<void>,
): Promise<void> {
  const closers: Array<() => Promise<void> | void> = [];
  try {
    const supabase = await startSupabaseTestServer();
    closers.push(() => supabase.close());
    const stripe = withStripe ? await startStripeTestServer() : null;
    if (stripe) closers.push(() => stripe.close());
    const settings = {
      VITE_SUPABASE_URL: supabase.url,
      VITE_SUPABASE_ANON_KEY: supabase.anonKey,
      VITE_STRIPE_PUBLISHABLE_KEY: stripe ? STRIPE_HOSTED_KEY : '',
    };
    const [app, functions] = await Promise.all([
      stripe
        ? serveConfiguredBuild(`payments-worker-${workerIndex}`, settings, stripe.url)
        : serveConfiguredBuild(`hosted-worker-${workerIndex}`, settings),
      stripe
        ? startFunctionsServer({
            supabaseUrl: supabase.url,
            anonKey: supabase.anonKey,
            serviceRoleKey: supabase.serviceRoleKey,
            stripeApiBase: stripe.url,
            stripeWebhookSecret: stripe.webhookSecret,
          })
        : null,
    ]);
    closers.push(() => app.close());
    if (functions) closers.push(() => functions.close());
    if (stripe && functions) {
      supabase.serveFunctionsFrom(functions.url);
      stripe.setWebhookUrl(`${supabase.url}/functions/v1/stripe-webhook`);
    }
    supabase.allowOrigin(app.url);
    await use({ url: app.url, buildDir: app.dir, supabase, stripe });
  } finally {
    for (const close of closers.reverse()) await close();
  }
}

export const test = base.extend<
  { gotrue: GoTrueServer; supabase: SupabaseTestServer; stripe: StripeTestServer },
  { withStripe: boolean; hostedApp: HostedApp }
>({
  withStripe: [false, { option: true, scope: 'worker' }],
  hostedApp: [
    async ({ withStripe }, provide, workerInfo) =>
      startHostedApp(withStripe, workerInfo.workerIndex, provide),
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ hostedApp }, provide) => {
    await provide(hostedApp.url);
  },
  supabase: async ({ hostedApp }, provide) => {
    await hostedApp.supabase.reset();
    await provide(hostedApp.supabase);
  },
  gotrue: async ({ supabase }, provide) => {
    await provide(supabase.gotrue);
  },
  stripe: async ({ hostedApp }, provide) => {
    if (!hostedApp.stripe)
      throw new Error('The stripe fixture needs stripeTest (withStripe: true).');
    hostedApp.stripe.reset();
    await provide(hostedApp.stripe);
  },
  page: async ({ page, hostedApp }, provide) => {
    const { stripe } = hostedApp;
    if (stripe) {
      await page.route(STRIPE_JS, (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: stripeJsDouble(stripe.url),
        }),
      );
    }
    await provide(page);
  },
});

/** Logs in through the login page, as a member does, and waits for /dashboard. */
export async function logIn(
  page: Page,
  account: { readonly email: string; readonly password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The hosted test with Stripe configured: its own workers, build and servers. */
export const stripeTest = test.extend({ withStripe: [true, { scope: 'worker' }] });
