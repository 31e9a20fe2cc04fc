// Hosted mode with Stripe: a payment the server prices and records. Starting asks create-payment for
// a PaymentIntent (a new attempt id per tap, so a retried request never pays twice); a card is then
// confirmed by Stripe.js on the page, while OXXO and SPEI come back with the voucher or the transfer
// details and stay 'Pago pendiente'. Either way the plan changes only when Stripe's webhook has
// reached the server: the page asks for the recorded payment until it is there, then asks the server
// for the membership again and shows it. The server is the only writer of the membership and its
// payments (issue 41): nothing is priced again or written on the member here. One attempt at a time
// per member across tabs (issue 43), from the tap until the card payment is recorded or the voucher
// or transfer is issued; closing the tab meanwhile asks first.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { takePaymentLock, type ReleasePaymentLock } from '../../membership/paymentLock';
import {
  PaymentRefusedError,
  type PaymentServer,
  type PaymentStart,
  type RecordedPayment,
  type ServerPaymentMethod,
} from '../../membership/paymentServer';
import { refreshMembershipNow } from '../../membership/useMembership';
import type { PriceQuote } from '../../domain/membership/pricing';
import { showToast } from '../../state/toasts';
import { useLeaveWarning } from './useLeaveWarning';
import { t } from '../../content/messages';
import { receiptPath } from '../../content/routePaths';

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

/** Whether this attempt still holds the payment lock: from the tap until the money is settled or awaited. */
const holdsLock = (state: ServerPaymentState): boolean =>
  state.phase === 'starting' || (state.phase === 'waiting' && state.start.method === 'card');

export function useServerPayment(server: PaymentServer | null) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [, navigate] = useLocation();
  const [state, setState] = useState<ServerPaymentState>(() => returnedFromBank(server));
  const inFlight = useRef(state.phase !== 'idle');
  const release = useRef<ReleasePaymentLock | null>(null);
  const holding = holdsLock(state);
  useLeaveWarning(holding);
  useEffect(() => {
    if (!holding) {
      release.current?.();
      release.current = null;
    }
  }, [holding]);
  // Leaving the page lets another tab pay; a payment already confirmed is recorded by the webhook.
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      release.current?.();
    };
  }, []);

  const recorded = useCallback(
    (start: PaymentStart, payment: RecordedPayment) => {
      // The server recorded it and changed the membership: ask for it again, write nothing.
      if (userId) refreshMembershipNow(userId);
      setState({ phase: 'recorded', start, payment });
      showToast({
        title: t('payment.successTitle'),
        description: t('payment.successDescription'),
      });
      if (start.method === 'card') navigate(receiptPath(payment.paymentId));
    },
    [navigate, userId],
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
        recorded(waitingFor, payment);
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
    if (inFlight.current || !server || !userId) return;
    inFlight.current = true;
    setState({ phase: 'starting', method });
    const taken = await takePaymentLock(userId);
    if (!taken) {
      inFlight.current = false;
      setState({ phase: 'idle', method, error: t('payment.inProgressDescription') });
      return;
    }
    if (left.current) return taken();
    release.current = taken;
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
        error: known ? error.message : t('payment.startFailed'),
      });
    }
  }

  return { enabled: server !== null, state, pay };
}
