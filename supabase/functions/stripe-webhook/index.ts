// Entry of the stripe-webhook Edge Function. Deploy it with `--no-verify-jwt`: Stripe signs its
// requests instead of sending a Supabase token.
import { postgrestPaymentStore } from '../_shared/paymentStore.ts';
import { requiredEnv, stripeClient } from '../_shared/stripeClient.ts';
import { stripeWebhookHandler } from './stripeWebhook.ts';

Deno.serve(
  stripeWebhookHandler({
    stripe: stripeClient(requiredEnv('STRIPE_SECRET_KEY'), Deno.env.get('STRIPE_API_BASE')),
    store: postgrestPaymentStore(
      requiredEnv('SUPABASE_URL'),
      requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
    ),
    webhookSecret: requiredEnv('STRIPE_WEBHOOK_SECRET'),
  }),
);
