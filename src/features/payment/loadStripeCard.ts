// Loads Stripe.js for the card element. Only this module imports it, through
// `@stripe/stripe-js/pure`, which fetches the script from js.stripe.com when loadStripe() is called
// rather than when the module is imported. Offline or blocked, loadStripe rejects or never settles, so
// it races a timeout: the page can then say what happened instead of waiting forever.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

export class StripeUnavailableError extends Error {}

export type StripeLoader = (key: string) => Promise<Stripe | null>;

export async function loadStripeWithin(
  key: string,
  timeoutMs: number = STRIPE_LOAD_TIMEOUT_MS,
  loader: StripeLoader = loadStripe,
): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StripeUnavailableError('Stripe.js did not load in time.')),
      timeoutMs,
    );
  });
  try {
    const stripe = await Promise.race([loader(key), timeout]);
    if (!stripe) throw new StripeUnavailableError('Stripe.js is not available here.');
    return stripe;
  } catch (error) {
    if (error instanceof StripeUnavailableError) throw error;
    throw new StripeUnavailableError('Stripe.js failed to load.', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
