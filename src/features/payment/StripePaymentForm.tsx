// The card payment of hosted mode: Stripe's Payment Element (card only, in MXN), in its own chunk
// that the payment page loads only when Stripe and the backend are configured. The element is made
// before any PaymentIntent exists (Stripe's deferred-intent flow) so the amount on it follows the
// summary; paying submits the element, asks the server for the PaymentIntent, then confirms it with
// Stripe.js, which runs 3-D Secure in its own window when the bank asks for it.
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { Loader2, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatMxn } from '../../domain/format/format';
import type { PriceQuote } from '../../domain/membership/pricing';
import { Button } from '../../ui/Button/Button';
import * as checkoutStyles from './CheckoutSection.css';
import { declineMessage } from './declineMessage';
import { loadStripeWithin } from './loadStripeCard';
import * as styles from './StripeCardField.css';
import { StripeMountFrame, type StripeMountState } from './StripeMountFrame';
import { CardDeclinedError, type CardConfirmation } from './useServerPayment';
import { t } from '../../content/messages';

export interface StripePaymentFormProps {
  readonly publishableKey: string;
  readonly quote: PriceQuote;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onPay: (card: CardConfirmation) => void;
}

export function StripePaymentForm({
  publishableKey,
  quote,
  busy,
  error,
  onPay,
}: StripePaymentFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<StripeMountState>('loading');
  const [complete, setComplete] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const amount = quote.totalCents;
  const firstAmount = useRef(amount);

  useEffect(() => {
    let cancelled = false;
    loadStripeWithin(publishableKey)
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const elements = stripe.elements({
          mode: 'payment',
          amount: firstAmount.current,
          currency: 'mxn',
          allowedPaymentMethodTypes: ['card'],
          locale: 'es-419',
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => !cancelled && setState('ready'));
        element.on('change', (event) => setComplete(event.complete));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      stripeRef.current?.elements.getElement('payment')?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey, attempt]);

  useEffect(() => {
    stripeRef.current?.elements.update({ amount });
  }, [amount, state]);

  function pay() {
    const loaded = stripeRef.current;
    if (!loaded || busy) return;
    const { stripe, elements } = loaded;
    onPay({
      async prepare() {
        const { error: invalid } = await elements.submit();
        if (invalid)
          throw new CardDeclinedError(invalid.message ?? t('payment.incompleteDescription'));
      },
      async confirm(clientSecret) {
        const { error: failed } = await stripe.confirmPayment({
          elements,
          clientSecret,
          confirmParams: { return_url: `${window.location.origin}/payment-gateway` },
          redirect: 'if_required',
        });
        if (failed) {
          throw new CardDeclinedError(
            failed.type === 'card_error' || failed.type === 'validation_error'
              ? declineMessage(failed)
              : t('payment.startFailed'),
          );
        }
      },
    });
  }

  return (
    <div className={checkoutStyles.form}>
      <StripeMountFrame
        mountRef={mountRef}
        state={state}
        onRetry={() => {
          setState('loading');
          setAttempt((count) => count + 1);
        }}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button
        size="lg"
        block
        disabled={busy || state !== 'ready' || !complete}
        aria-disabled={busy}
        onClick={pay}
      >
        {busy ? (
          <>
            <Loader2 className={checkoutStyles.spinning} aria-hidden="true" size={20} />
            {t('payment.processing')}
          </>
        ) : (
          t('payment.payAmount', { amount: formatMxn(amount) })
        )}
      </Button>
      <p className={checkoutStyles.secure}>
        <Lock aria-hidden="true" size={14} />
        {t('payment.stripeSecure')}
      </p>
    </div>
  );
}
