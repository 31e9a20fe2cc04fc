// Serves both Edge Functions on one port under /functions/v1/<name>, wired exactly as their index.ts
// files wire them (GoTrue for the member, PostgREST with the service role key for the database,
// npm:stripe at STRIPE_API_BASE), for the hosted browser tests: tests/support/functionsServer.ts
// starts it with deno and the Supabase test project passes /functions/v1/ on to it.
// Prints `listening <port>` once it accepts requests.
import { createPaymentHandler } from '../../supabase/functions/create-payment/createPayment.ts';
import { authenticateWithGoTrue } from '../../supabase/functions/_shared/member.ts';
import { postgrestPaymentStore } from '../../supabase/functions/_shared/paymentStore.ts';
import { requiredEnv, stripeClient } from '../../supabase/functions/_shared/stripeClient.ts';
import { stripeWebhookHandler } from '../../supabase/functions/stripe-webhook/stripeWebhook.ts';

const supabaseUrl = requiredEnv('SUPABASE_URL');
const stripe = stripeClient(requiredEnv('STRIPE_SECRET_KEY'), Deno.env.get('STRIPE_API_BASE'));
const store = postgrestPaymentStore(supabaseUrl, requiredEnv('SUPABASE_SERVICE_ROLE_KEY'));

const functions: Record<string, (request: Request) => Promise<Response>> = {
  'create-payment': createPaymentHandler({
    stripe,
    store,
    authenticate: authenticateWithGoTrue(supabaseUrl, requiredEnv('SUPABASE_ANON_KEY')),
  }),
  'stripe-webhook': stripeWebhookHandler({
    stripe,
    store,
    webhookSecret: requiredEnv('STRIPE_WEBHOOK_SECRET'),
  }),
};

Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`listening ${port}`),
  },
  (request) => {
    const name = new URL(request.url).pathname.replace(/^\/functions\/v1\//, '').split('/')[0];
    const handler = name ? functions[name] : undefined;
    return handler
      ? handler(request)
      : new Response(JSON.stringify({ message: 'Function not found' }), { status: 404 });
  },
);
