// The payment of spec §4 in demo mode: idle → processing (simulated, 2.5 s; nothing is charged) →
// success, then the receipt. One attempt at a time per member across tabs (issue 43): a second tab
// is told a payment is in progress. The payment is kept once, in the history (`vita365_payments`),
// read afresh under the lock; the member's `paymentDetails` is derived from it. Leaving the page
// while it processes cancels it with nothing stored; closing or reloading the tab asks first. A
// second tap while processing does nothing: the guard is a ref, so it holds before React re-renders.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import {
  familyCodeFromUuid,
  PAYMENT_SIMULATION_DELAY_MS,
  paymentIdFromUuid,
  paymentUpdate,
} from '../../domain/membership/payment';
import { latestPaymentDetails, missingLatestPayment } from '../../domain/membership/paymentHistory';
import type { PriceQuote } from '../../domain/membership/pricing';
import { takePaymentLock } from '../../membership/paymentLock';
import {
  appendPaymentRecord,
  freshPaymentHistory,
  recordPayment,
} from '../../state/paymentHistory';
import { showToast } from '../../state/toasts';
import { useLeaveWarning } from './useLeaveWarning';
import { t } from '../../content/messages';
import { CHECKOUT_TOAST_GROUP } from './checkoutToastGroup';
import { receiptPath } from '../../content/routePaths';

export type PaymentState = 'idle' | 'processing' | 'success';

class PaymentCancelled extends Error {}

/** The simulation's wait; leaving the page ends it early, and nothing is stored. */
function simulate(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new PaymentCancelled());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new PaymentCancelled());
    });
  });
}

/** Lets the persisted slices write what changed before the lock goes to another tab. */
const storageWritten = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function usePayment() {
  const { mode, user, updateUserMetadata } = useAuth();
  const [, navigate] = useLocation();
  const [state, setState] = useState<PaymentState>('idle');
  const inFlight = useRef(false);
  const attempt = useRef<AbortController | null>(null);
  useLeaveWarning(state === 'processing');
  // Leaving the page (back, a link) while processing cancels the payment.
  useEffect(() => () => attempt.current?.abort(), []);

  async function pay(quote: PriceQuote, cardholderName: string): Promise<void> {
    // Hosted mode: the server is the only writer of payments; this simulation never runs there.
    if (inFlight.current || !user || mode !== 'demo') return;
    inFlight.current = true;
    setState('processing');
    const controller = new AbortController();
    attempt.current = controller;
    // The 2.5 s start at the tap; the lock is asked for meanwhile.
    const simulated = simulate(PAYMENT_SIMULATION_DELAY_MS, controller.signal);
    // Handled below; this keeps a cancel during the wait for the lock from going unhandled.
    simulated.catch(() => undefined);
    const release = await takePaymentLock(user.id);
    if (!release) {
      controller.abort();
      attempt.current = null;
      inFlight.current = false;
      setState('idle');
      showToast({
        title: t('payment.inProgressTitle'),
        description: t('payment.inProgressDescription'),
        variant: 'destructive',
        group: CHECKOUT_TOAST_GROUP,
      });
      return;
    }
    try {
      await simulated;
      const history = [...freshPaymentHistory()];
      const older = missingLatestPayment(history, user.user_metadata.paymentDetails);
      if (older) {
        appendPaymentRecord(older);
        history.push(older);
      }
      const before = {
        ...user.user_metadata,
        paymentDetails: latestPaymentDetails(history) ?? undefined,
      };
      const update = paymentUpdate({
        quote,
        cardholderName,
        now: new Date(),
        metadata: before,
        newPaymentId: paymentIdFromUuid(crypto.randomUUID()),
        newFamilyId: familyCodeFromUuid(crypto.randomUUID()),
      });
      const record = recordPayment(update.paymentDetails, quote, before);
      const paymentDetails = latestPaymentDetails([...history, record]) ?? update.paymentDetails;
      await updateUserMetadata({ ...update, paymentDetails });
      await storageWritten();
      setState('success');
      showToast({
        title: t('payment.successTitle'),
        description: t('payment.successDescription'),
      });
      navigate(receiptPath(update.paymentDetails.paymentId));
    } catch (error) {
      inFlight.current = false;
      setState('idle');
      const cancelled = error instanceof PaymentCancelled;
      showToast({
        title: cancelled ? t('payment.cancelledTitle') : t('payment.failedTitle'),
        description: cancelled ? t('payment.cancelledDescription') : t('payment.failedDescription'),
        variant: cancelled ? 'default' : 'destructive',
      });
    } finally {
      release();
      attempt.current = null;
    }
  }

  return { state, pay };
}
