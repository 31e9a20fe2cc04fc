// The Stripe client of the functions: npm:stripe on Deno's fetch. STRIPE_API_BASE points it at
// another host (the tests' Stripe-shaped server); unset, it talks to api.stripe.com.
import Stripe from 'npm:stripe@17.7.0';

export { Stripe };

export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** A required setting of the function, from `supabase secrets set` (or the test's environment). */
export function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The Edge Function needs the secret ${name}.`);
  return value;
}
