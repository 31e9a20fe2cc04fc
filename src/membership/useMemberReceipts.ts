// The signed-in member's receipts, for the screens that list or show them: the payment history kept
// on this phone, the latest payment on the member (spec §3 `paymentDetails`) and, in hosted mode, the
// server's payments (`my_payments()`), each payment once, newest first.
import { useEffect, useMemo, useState } from 'react';
import { receiptsOf, recordOf, type PaymentRecord } from '../domain/membership/paymentHistory';
import { usePaymentHistory } from '../state/paymentHistory';
import { useAuth } from '../auth/useAuth';
import { membershipServer } from './membershipServer';

export interface MemberReceipts {
  /** Newest first. */
  readonly receipts: readonly PaymentRecord[];
  /** Hosted mode: the server's payments are still on their way. */
  readonly loading: boolean;
}

/**
 * Hosted mode only: the server's payments. Offline, or with a server that cannot answer, there are
 * none from it, and the receipts kept on this phone still show.
 */
async function hostedPayments(): Promise<PaymentRecord[]> {
  try {
    const server = await membershipServer();
    return server ? await server.myPayments() : [];
  } catch {
    return [];
  }
}

interface HostedAnswer {
  readonly userId: string;
  readonly records: readonly PaymentRecord[];
}

export function useMemberReceipts(): MemberReceipts {
  const { mode, user } = useAuth();
  const kept = usePaymentHistory();
  const latest = user?.user_metadata.paymentDetails;
  const userId = user?.id ?? null;
  const hostedMode = mode === 'hosted' && userId !== null;
  const [hosted, setHosted] = useState<HostedAnswer | null>(null);

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

  const fromServer = hostedMode && hosted?.userId === userId ? hosted.records : null;
  const receipts = useMemo(
    // The server is trusted first; this phone's entries add the price lines it does not keep.
    () => receiptsOf(fromServer ?? [], kept, latest ? [recordOf(latest)] : []),
    [fromServer, kept, latest],
  );
  return { receipts, loading: hostedMode && fromServer === null };
}
