// The payment of spec §4: idle → processing (simulated, 2.5 s; nothing is charged) → success, the
// member updated through the auth interface, then the receipt. A second tap while processing does
// nothing: the guard is a ref, so it holds even before React re-renders the disabled button.
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import {
  familyCodeFromUuid,
  PAYMENT_SIMULATION_DELAY_MS,
  paymentIdFromUuid,
  paymentUpdate,
} from '../../domain/membership/payment';
import type { PriceQuote } from '../../domain/membership/pricing';
import { recordPayment } from '../../state/paymentHistory';
import { showToast } from '../../state/toasts';
import { paymentMessages } from './paymentMessages';

export type PaymentState = 'idle' | 'processing' | 'success';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function usePayment() {
  const { user, updateUserMetadata } = useAuth();
  const [, navigate] = useLocation();
  const [state, setState] = useState<PaymentState>('idle');
  const inFlight = useRef(false);

  async function pay(quote: PriceQuote, cardholderName: string): Promise<void> {
    if (inFlight.current || !user) return;
    inFlight.current = true;
    setState('processing');
    try {
      await wait(PAYMENT_SIMULATION_DELAY_MS);
      const update = paymentUpdate({
        quote,
        cardholderName,
        now: new Date(),
        metadata: user.user_metadata,
        newPaymentId: paymentIdFromUuid(crypto.randomUUID()),
        newFamilyId: familyCodeFromUuid(crypto.randomUUID()),
      });
      await updateUserMetadata(update);
      recordPayment(update.paymentDetails, quote, user.user_metadata);
      setState('success');
      showToast({
        title: paymentMessages.successTitle,
        description: paymentMessages.successDescription,
      });
      navigate(`/recibo/${encodeURIComponent(update.paymentDetails.paymentId)}`);
    } catch {
      inFlight.current = false;
      setState('idle');
      showToast({
        title: paymentMessages.failedTitle,
        description: paymentMessages.failedDescription,
        variant: 'destructive',
      });
    }
  }

  return { state, pay };
}
