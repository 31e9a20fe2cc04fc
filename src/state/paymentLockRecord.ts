// The payment lock's lease (`vita365_payment_lock`), written by src/membership/paymentLock.ts where
// the browser has no Web Locks API; declared here with its schema like every stored key.
import { t } from '../content/messages';
import type { PaymentLockRecord } from '../content/types/storage/payment-lock';
import { validate as validatePaymentLock } from 'virtual:storage-validator/payment-lock';
import { storageGuard } from './storageValidator';
import { storedRecord } from './storedRecord';

export const paymentLockRecord = storedRecord<PaymentLockRecord>({
  key: 'vita365_payment_lock',
  schema: 'payment-lock',
  label: t('storage.paymentLock'),
  version: 1,
  validate: storageGuard<PaymentLockRecord>(validatePaymentLock),
});
