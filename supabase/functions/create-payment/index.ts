// Entry of the create-payment Edge Function (`supabase functions deploy create-payment`).
import { authenticateWithGoTrue } from '../_shared/member.ts';
import { postgrestPaymentStore } from '../_shared/paymentStore.ts';
import { requiredEnv, stripeClient } from '../_shared/stripeClient.ts';
import { createPaymentHandler } from './createPayment.ts';

const supabaseUrl = requiredEnv('SUPABASE_URL');

Deno.serve(
  createPaymentHandler({
    stripe: stripeClient(requiredEnv('STRIPE_SECRET_KEY'), Deno.env.get('STRIPE_API_BASE')),
    store: postgrestPaymentStore(supabaseUrl, requiredEnv('SUPABASE_SERVICE_ROLE_KEY')),
    authenticate: authenticateWithGoTrue(supabaseUrl, requiredEnv('SUPABASE_ANON_KEY')),
  }),
);
