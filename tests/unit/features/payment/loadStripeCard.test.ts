import type { Stripe } from '@stripe/stripe-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadStripeWithin,
  STRIPE_LOAD_TIMEOUT_MS,
  StripeUnavailableError,
} from '../../../../src/features/payment/loadStripeCard';
import { stripePublishableKey } from '../../../../src/features/payment/stripeSettings';

const fakeStripe = { elements: vi.fn() } as unknown as Stripe;

afterEach(() => {
  vi.useRealTimers();
});

describe('loadStripeWithin', () => {
  it('hands over Stripe once the script has loaded', async () => {
    const loader = vi.fn(async () => fakeStripe);
    await expect(loadStripeWithin('pk_test_1', 1000, loader)).resolves.toBe(fakeStripe);
    expect(loader).toHaveBeenCalledWith('pk_test_1');
  });

  it('turns a failed load (offline, blocked) into StripeUnavailableError', async () => {
    const loader = vi.fn(async () => {
      throw new Error('Failed to load Stripe.js');
    });
    await expect(loadStripeWithin('pk_test_1', 1000, loader)).rejects.toBeInstanceOf(
      StripeUnavailableError,
    );
  });

  it('gives up on a load that never settles once the timeout passes', async () => {
    vi.useFakeTimers();
    const loader = vi.fn(() => new Promise<Stripe | null>(() => undefined));
    const result = loadStripeWithin('pk_test_1', STRIPE_LOAD_TIMEOUT_MS, loader);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toBeInstanceOf(StripeUnavailableError);
  });

  it('refuses a load that resolves to nothing', async () => {
    await expect(loadStripeWithin('pk_test_1', 1000, async () => null)).rejects.toBeInstanceOf(
      StripeUnavailableError,
    );
  });
});

describe('stripePublishableKey', () => {
  it('uses a publishable key and none when unset or blank', () => {
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: ' pk_test_abc ' })).toBe(
      'pk_test_abc',
    );
    expect(stripePublishableKey({})).toBeNull();
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: '  ' })).toBeNull();
  });

  it('refuses a secret key with a warning, so it never ships to browsers', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(stripePublishableKey({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_test_secret' })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
