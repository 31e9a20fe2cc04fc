// Stripe's card element, shown only once Stripe.js has loaded and the element says it is ready
// (spec §5: the provider's script must be ready). This module is its own lazy chunk: the payment page
// imports it only when a publishable key is configured, so demo builds never fetch it.
import type { StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { loadStripeWithin } from './loadStripeCard';
import { StripeMountFrame, type StripeMountState } from './StripeMountFrame';

export type CardProviderState = StripeMountState;

export interface CardProviderStatus {
  readonly state: CardProviderState;
  /** The element reports every card field filled in and valid. */
  readonly complete: boolean;
}

export interface StripeCardFieldProps {
  readonly publishableKey: string;
  readonly onStatusChange: (status: CardProviderStatus) => void;
  readonly disabled: boolean;
}

export function StripeCardField({
  publishableKey,
  onStatusChange,
  disabled,
}: StripeCardFieldProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const report = useRef(onStatusChange);
  const [state, setState] = useState<CardProviderState>('loading');
  const [cardError, setCardError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    report.current = onStatusChange;
  }, [onStatusChange]);

  useEffect(() => {
    let cancelled = false;
    const update = (next: CardProviderState, complete = false) => {
      if (cancelled) return;
      setState(next);
      report.current({ state: next, complete });
    };
    update('loading');
    loadStripeWithin(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const card = stripe.elements({ locale: 'es-419' }).create('card', { hidePostalCode: true });
        card.on('ready', () => update('ready'));
        card.on('change', (event) => {
          setCardError(event.error?.message ?? null);
          update('ready', event.complete);
        });
        card.mount(mountRef.current);
        cardRef.current = card;
      })
      .catch(() => update('failed'));
    return () => {
      cancelled = true;
      cardRef.current?.destroy();
      cardRef.current = null;
    };
  }, [publishableKey, attempt]);

  useEffect(() => {
    cardRef.current?.update({ disabled });
  }, [disabled, state]);

  return (
    <StripeMountFrame
      mountRef={mountRef}
      state={state}
      onRetry={() => setAttempt((count) => count + 1)}
      fieldError={cardError}
    />
  );
}
