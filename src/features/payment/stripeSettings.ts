// Whether the card form is Stripe's card element: only with a publishable key in the build settings
// (VITE_STRIPE_PUBLISHABLE_KEY). Without one, the demo card form is used.

export interface StripeBuildEnv {
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

/**
 * The publishable key, or null for the demo form. A secret key (sk_…) or anything else that is not a
 * publishable key is refused with a warning: it would be shipped to every browser.
 */
export function stripePublishableKey(env: StripeBuildEnv): string | null {
  const key = env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
  if (!key) return null;
  if (!key.startsWith('pk_')) {
    console.warn(
      'Vita365: VITE_STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…); using the demo card form.',
    );
    return null;
  }
  return key;
}
