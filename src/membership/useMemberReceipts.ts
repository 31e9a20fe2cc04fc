// The signed-in member's receipts, for the screens that list or show them, each from its one record:
// in demo mode the payment history kept on this phone (`vita365_payments`; a `paymentDetails` kept
// before the history existed joins it once); in hosted mode the server's payments (`my_payments()`),
// and only when the server cannot be reached, what this phone's history holds. Newest first.
import { useEffect, useMemo, useState } from 'react';
import {
  missingLatestPayment,
  receiptsOf,
  type PaymentRecord,
} from '../domain/membership/paymentHistory';
import { appendPaymentRecord, usePaymentHistory } from '../state/paymentHistory';
import { useAuth } from '../auth/useAuth';
import { membershipServer } from './membershipServer';

export interface MemberReceipts {
  /** Newest first. */
  readonly receipts: readonly PaymentRecord[];
  /** Hosted mode: the server's payments are still on their way. */
  readonly loading: boolean;
}

/** Hosted mode only: the server's payments, or null when it cannot be reached or cannot answer. */
async function hostedPayments(): Promise<PaymentRecord[] | null> {
  try {
    const server = await membershipServer();
    return server ? await server.myPayments() : null;
  } catch {
    return null;
  }
}

interface HostedAnswer {
  readonly userId: string;
  readonly records: readonly PaymentRecord[] | null;
}

export function useMemberReceipts(): MemberReceipts {
  const { mode, user } = useAuth();
  const kept = usePaymentHistory();
  const userId = user?.id ?? null;
  const hostedMode = mode === 'hosted' && userId !== null;
  const [hosted, setHosted] = useState<HostedAnswer | null>(null);
  // Demo mode: a payment made before the history existed becomes its entry, once (if its schema
  // accepts it; either way it shows).
  const latest = user?.user_metadata.paymentDetails;
  const older = useMemo(
    () => (hostedMode ? null : missingLatestPayment(kept, latest)),
    [hostedMode, kept, latest],
  );

  useEffect(() => {
    if (older) appendPaymentRecord(older);
  }, [older]);

  useEffect(() => {
    if (!hostedMode || userId === null) return;
    let current = true;
    void hostedPayments().then((records) => {
      if (current) setHosted({ userId, records });
    });
    return () => {
      current = false;
    };
  }, [hostedMode, userId]);

  const answer = hostedMode && hosted?.userId === userId ? hosted : null;
  const receipts = useMemo(() => {
    if (hostedMode) return receiptsOf(answer?.records ?? (answer ? kept : []));
    return receiptsOf(older ? [...kept, older] : kept);
  }, [hostedMode, answer, kept, older]);
  return { receipts, loading: hostedMode && answer === null };
}
