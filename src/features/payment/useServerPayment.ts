// Hosted mode with Stripe: a payment the server prices and records. Starting asks create-payment for
// a PaymentIntent (a new attempt id per tap, so a retried request never pays twice); a card is then
// confirmed by Stripe.js on the page, while OXXO and SPEI come back with the voucher or the transfer
// details and stay 'Pago pendiente'. Either way the plan changes only when Stripe's webhook has
// reached the server: the page asks for the recorded payment until it is there, then writes it on
// the member as the demo payment does (so the receipt and the plan screens show it) and shows it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import {
  PaymentRefusedError,
  type PaymentServer,
  type PaymentStart,
  type RecordedPayment,
  type ServerPaymentMethod,
} from '../../membership/paymentServer';
import { pricing } from '../../content/pricing';
import { familyCodeFromUuid, paymentUpdate } from '../../domain/membership/payment';
import { quotePrice, type PriceQuote } from '../../domain/membership/pricing';
import { showToast } from '../../state/toasts';
import { paymentMessages } from './paymentMessages';

/** How often the page asks whether the webhook has recorded the payment. */
export const RECORDED_POLL_MS = 2000;
/** After this long a card payment is shown as still being confirmed (it will be, by the webhook). */
export const CARD_CONFIRMATION_PATIENCE_MS = 60_000;

export type ServerPaymentState =
  | { readonly phase: 'idle'; readonly error?: string; readonly method?: ServerPaymentMethod }
  | { readonly phase: 'starting'; readonly method: ServerPaymentMethod }
  | { readonly phase: 'waiting'; readonly start: PaymentStart; readonly late: boolean }
  | { readonly phase: 'recorded'; readonly start: PaymentStart; readonly payment: RecordedPayment };

/**
 * The card form's part of a card payment: check the card before the server is asked (Stripe wants
 * the element submitted first), then confirm the PaymentIntent; either throws CardDeclinedError with
 * the Spanish message to show.
 */
export interface CardConfirmation {
  prepare(): Promise<void>;
  confirm(clientSecret: string): Promise<void>;
}

export class CardDeclinedError extends Error {}

function quoteOf(payment: RecordedPayment): PriceQuote {
  return quotePrice(pricing, {
    plan: payment.plan,
    members: payment.family_size,
    frequencyId: payment.frequency,
  });
}

/**
 * Back on /payment-gateway from a bank's 3-D Secure page, Stripe names the PaymentIntent in the URL
 * (payment_intent, redirect_status): the page then waits for that payment as after any card payment.
 */
function returnedFromBank(server: PaymentServer | null): ServerPaymentState {
  if (!server) return { phase: 'idle' };
  const params = new URLSearchParams(window.location.search);
  const paymentIntentId = params.get('payment_intent');
  if (!paymentIntentId || params.get('redirect_status') !== 'succeeded') return { phase: 'idle' };
  return {
    phase: 'waiting',
    start: { method: 'card', paymentIntentId, amountCents: 0, clientSecret: '' },
    late: false,
  };
}

export function useServerPayment(server: PaymentServer | null) {
  const { user, updateUserMetadata } = useAuth();
  const [, navigate] = useLocation();
  const [state, setState] = useState<ServerPaymentState>(() => returnedFromBank(server));
  const inFlight = useRef(state.phase !== 'idle');
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const recorded = useCallback(
    async (start: PaymentStart, payment: RecordedPayment) => {
      const member = userRef.current;
      if (member) {
        await updateUserMetadata(
          paymentUpdate({
            quote: quoteOf(payment),
            cardholderName: member.user_metadata.name ?? '',
            now: new Date(payment.paid_at),
            metadata: member.user_metadata,
            newPaymentId: payment.id,
            newFamilyId: familyCodeFromUuid(crypto.randomUUID()),
          }),
        ).catch(() => undefined);
      }
      setState({ phase: 'recorded', start, payment });
      showToast({
        title: paymentMessages.successTitle,
        description: paymentMessages.successDescription,
      });
      if (start.method === 'card') navigate(`/recibo/${encodeURIComponent(payment.id)}`);
    },
    [navigate, updateUserMetadata],
  );

  // While a payment waits for the webhook, ask for it every few seconds.
  const waitingFor = state.phase === 'waiting' ? state.start : null;
  useEffect(() => {
    if (!waitingFor || !server) return;
    let stopped = false;
    const startedAt = Date.now();
    const check = async () => {
      const payment = await server.recordedPayment(waitingFor.paymentIntentId).catch(() => null);
      if (stopped) return;
      if (payment) {
        stopped = true;
        clearInterval(timer);
        await recorded(waitingFor, payment);
        return;
      }
      if (waitingFor.method === 'card' && Date.now() - startedAt > CARD_CONFIRMATION_PATIENCE_MS) {
        setState((current) =>
          current.phase === 'waiting' && !current.late ? { ...current, late: true } : current,
        );
      }
    };
    const timer = setInterval(() => void check(), RECORDED_POLL_MS);
    void check();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waitingFor, server, recorded]);

  async function pay(
    quote: PriceQuote,
    method: ServerPaymentMethod,
    card?: CardConfirmation,
  ): Promise<void> {
    if (inFlight.current || !server) return;
    inFlight.current = true;
    setState({ phase: 'starting', method });
    try {
      await card?.prepare();
      const start = await server.startPayment({
        plan: quote.plan,
        familySize: quote.members,
        frequency: quote.frequency.id,
        method,
        attemptId: crypto.randomUUID(),
      });
      if (start.method === 'card') {
        if (!card) throw new Error('A card payment needs the card form');
        await card.confirm(start.clientSecret);
      }
      setState({ phase: 'waiting', start, late: false });
    } catch (error) {
      inFlight.current = false;
      const known = error instanceof PaymentRefusedError || error instanceof CardDeclinedError;
      setState({
        phase: 'idle',
        method,
        error: known ? error.message : paymentMessages.startFailed,
      });
    }
  }

  return { enabled: server !== null, state, pay };
}
