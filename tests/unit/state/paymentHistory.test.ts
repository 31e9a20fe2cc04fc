import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pricing } from '../../../src/content/pricing';
import { paymentUpdate } from '../../../src/domain/membership/payment';
import { recordOf } from '../../../src/domain/membership/paymentHistory';
import { priceBreakdown } from '../../../src/domain/membership/priceBreakdown';
import { quotePrice } from '../../../src/domain/membership/pricing';
import { clearPhoneData, memberBackup } from '../../../src/state/backupRestore';
import {
  appendPaymentRecord,
  freshPaymentHistory,
  PAYMENT_HISTORY_KEY,
  paymentHistorySlice,
  recordPayment,
} from '../../../src/state/paymentHistory';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const quote = quotePrice(pricing, { plan: 'individual', members: 1, frequencyId: 'monthly' });
const before = { name: 'Ana López García' };
const details = (paymentId: string, now: Date) =>
  paymentUpdate({
    quote,
    cardholderName: 'Ana López',
    now,
    metadata: before,
    newPaymentId: paymentId,
    newFamilyId: 'FAM-77AA00BB',
  }).paymentDetails;

let storage: MemoryStorage;

describe('the payment history (vita365_payments)', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    paymentHistorySlice().state.value = [];
    startPersistence({ storage, addStorageListener: () => () => undefined });
  });
  afterEach(() => stopPersistence());

  it('keeps every payment, in the order paid, once each, with its lines', async () => {
    const first = details('PAY-000000000001', new Date('2026-01-31T18:00:00.000Z'));
    const second = details('PAY-000000000002', new Date('2026-02-01T18:00:00.000Z'));
    recordPayment(first, quote, before);
    recordPayment(second, quote, before);
    recordPayment(second, quote, before);
    await flushSubscriptions();
    const stored = storage.json(PAYMENT_HISTORY_KEY) as {
      paymentId: string;
      breakdown: unknown;
    }[];
    expect(stored.map((entry) => entry.paymentId)).toEqual([
      'PAY-000000000001',
      'PAY-000000000002',
    ]);
    expect(stored[0]?.breakdown).toEqual(priceBreakdown(quote));
  });

  it('keeps the payer’s name, and reads afresh what another tab stored a moment ago', async () => {
    const first = details('PAY-000000000001', new Date('2026-01-31T18:00:00.000Z'));
    expect(recordPayment(first, quote, before).memberName).toBe('Ana López García');
    await flushSubscriptions();
    // Another tab paid; its storage event has not arrived in this one.
    const other = { ...recordOf(first), paymentId: 'PAY-000000000002' };
    storage.setItem(
      PAYMENT_HISTORY_KEY,
      JSON.stringify([storage.json(PAYMENT_HISTORY_KEY), other].flat()),
    );
    expect(freshPaymentHistory().map((entry) => entry.paymentId)).toEqual([
      'PAY-000000000001',
      'PAY-000000000002',
    ]);
  });

  it('does not keep an entry its schema refuses (an old paymentDetails with a plain date)', async () => {
    appendPaymentRecord({
      ...recordOf(details('pago-123', new Date())),
      nextPaymentDate: '2026-04-10',
    });
    await flushSubscriptions();
    expect(paymentHistorySlice().state.value).toEqual([]);
  });

  it('goes into the data file and is emptied when the phone is cleared', () => {
    recordPayment(details('PAY-000000000001', new Date()), quote, before);
    const { file } = memberBackup({ email: 'ana@example.com', cardId: null }, new Date());
    expect(file.data[PAYMENT_HISTORY_KEY]).toHaveLength(1);
    clearPhoneData();
    expect(paymentHistorySlice().state.value).toEqual([]);
  });
});
