// The `test` of tests/e2e/payment.hosted.e2e.ts: hosted mode with Stripe configured, on test servers.
// Per worker: the Supabase test project (GoTrue- and PostgREST-shaped, over PGlite with the shipped
// migrations), the Stripe-shaped test server, and the two Edge Functions run by deno with the
// project's URL and keys (the project passes /functions/v1/ on to them), then a copy of the run's
// configured build (configuredBuild.ts) with a publishable key, pointed at that project, served on a
// random port. Each page gets the Stripe.js test double (stripeJsDouble.ts) in place of js.stripe.com.
import { startFunctionsServer } from '../../support/functionsServer';
import type { GoTrueServer } from '../../support/gotrueServer';
import { startStripeTestServer, type StripeTestServer } from '../../support/stripeTestServer';
import { startSupabaseTestServer, type SupabaseTestServer } from '../../support/supabaseTestServer';
import { serveConfiguredBuild, type ServedBuild } from './configuredBuild';
import { stripeJsDouble } from './stripeJsDouble';
import { STRIPE_JS } from './stripeBuild';
import { test as base } from './test';

export { expect, expectAccessible, toast } from './test';

export const STRIPE_HOSTED_KEY = 'pk_test_vita365_hosted_e2e';

interface PaymentsApp {
  readonly url: string;
  /** The folder served: the build with this worker's settings. */
  readonly buildDir: string;
  readonly supabase: SupabaseTestServer;
  readonly stripe: StripeTestServer;
}

export const test = base.extend<
  { supabase: SupabaseTestServer; gotrue: GoTrueServer; stripe: StripeTestServer },
  { paymentsApp: PaymentsApp }
>({
  paymentsApp: [
    // Playwright reads fixture dependencies from this destructuring, so it must stay even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const supabase = await startSupabaseTestServer();
      const stripe = await startStripeTestServer();
      let app: ServedBuild | undefined;
      let functions: Awaited<ReturnType<typeof startFunctionsServer>> | undefined;
      try {
        [app, functions] = await Promise.all([
          serveConfiguredBuild(
            `payments-worker-${workerInfo.workerIndex}`,
            {
              VITE_SUPABASE_URL: supabase.url,
              VITE_SUPABASE_ANON_KEY: supabase.anonKey,
              VITE_STRIPE_PUBLISHABLE_KEY: STRIPE_HOSTED_KEY,
            },
            stripe.url,
          ),
          startFunctionsServer({
            supabaseUrl: supabase.url,
            anonKey: supabase.anonKey,
            serviceRoleKey: supabase.serviceRoleKey,
            stripeApiBase: stripe.url,
            stripeWebhookSecret: stripe.webhookSecret,
          }),
        ]);
        supabase.serveFunctionsFrom(functions.url);
        stripe.setWebhookUrl(`${supabase.url}/functions/v1/stripe-webhook`);
        supabase.allowOrigin(app.url);
        await provide({ url: app.url, buildDir: app.dir, supabase, stripe });
      } finally {
        await app?.close();
        await functions?.close();
        await stripe.close();
        await supabase.close();
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ paymentsApp }, provide) => {
    await provide(paymentsApp.url);
  },
  supabase: async ({ paymentsApp }, provide) => {
    await paymentsApp.supabase.reset();
    await provide(paymentsApp.supabase);
  },
  gotrue: async ({ supabase }, provide) => {
    await provide(supabase.gotrue);
  },
  stripe: async ({ paymentsApp }, provide) => {
    paymentsApp.stripe.reset();
    await provide(paymentsApp.stripe);
  },
  page: async ({ page, paymentsApp }, provide) => {
    await page.route(STRIPE_JS, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: stripeJsDouble(paymentsApp.stripe.url),
      }),
    );
    await provide(page);
  },
});
