// The member's payment history (`vita365_payments`): every payment made on this phone in demo mode,
// oldest first, each with the price lines it was charged and the payer's name. It is the one record
// of a demo payment: `vita-user.paymentDetails` (spec §3) is derived from its newest entry. It is
// member data like any other (memberData.ts): in the data file, restored by payment id, cleared with
// the phone. Entries are read one by one, so a damaged one hides only itself. The slice registers on
// first use.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../content/messages';
import type { PaymentRecord } from '../content/types/storage/payment-record';
import type { PaymentDetails } from '../content/types/storage/user';
import type { PayerMetadata } from '../domain/membership/payment';
import { paymentRecord } from '../domain/membership/paymentHistory';
import type { PriceQuote } from '../domain/membership/pricing';
import { validate as validatePaymentRecord } from 'virtual:storage-validator/payment-record';
import { memberDataKind } from './memberDataKind';
import { persistenceStorage } from './persistence';
import { anyList, storageGuard } from './storageValidator';
import { readValidEntries } from './storedEntries';

export type { PaymentRecord };

export const PAYMENT_HISTORY_KEY = 'vita365_payments';

export const isPaymentRecord = storageGuard<PaymentRecord>(validatePaymentRecord);

export const paymentHistoryData = memberDataKind<unknown[]>({
  key: PAYMENT_HISTORY_KEY,
  schema: 'payment-record',
  label: t('storage.paymentHistory'),
  version: 1,
  validate: anyList,
  initial: () => [],
  merge: { kind: 'entries', identity: 'paymentId', recency: ['paymentDate'] },
  backup: { keepEntry: isPaymentRecord },
});

export const paymentHistorySlice = paymentHistoryData.slice;

/**
 * Adds a payment to the history; paying twice with the same id keeps the first. An entry its schema
 * refuses (a `paymentDetails` written by an older version with a plain date, say) is not kept: the
 * history would hide it anyway.
 */
export function appendPaymentRecord(record: PaymentRecord): void {
  if (!isPaymentRecord(record)) return;
  const history = paymentHistorySlice().state.value;
  if (history.some((entry) => isPaymentRecord(entry) && entry.paymentId === record.paymentId))
    return;
  history.push(record);
}

/**
 * Keeps a payment just made, with its quote's lines and the payer's name; `before` is the member as
 * it was before paying. Returns the entry kept.
 */
export function recordPayment(
  details: PaymentDetails,
  quote: PriceQuote,
  before: PayerMetadata,
): PaymentRecord {
  const record = paymentRecord(details, quote, before);
  appendPaymentRecord(record);
  return record;
}

/**
 * The history as storage holds it now, read again (another tab may have paid a moment ago and its
 * `storage` event not have arrived yet): its readable entries.
 */
export function freshPaymentHistory(): readonly PaymentRecord[] {
  const slice = paymentHistorySlice();
  const storage = persistenceStorage();
  if (storage) {
    try {
      slice.applyExternal(storage.getItem(PAYMENT_HISTORY_KEY));
    } catch {
      // Storage refused to be read: what this tab holds is the best there is.
    }
  }
  return readValidEntries(slice.state.value, isPaymentRecord).entries;
}

/** The readable payments of the history, as stored; re-renders when it changes. */
export function usePaymentHistory(): readonly PaymentRecord[] {
  const stored = useSnapshot(paymentHistorySlice().state).value;
  return useMemo(() => readValidEntries(stored, isPaymentRecord).entries, [stored]);
}
