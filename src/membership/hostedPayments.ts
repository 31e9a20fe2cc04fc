// PaymentServer on supabase-js: functions.invoke('create-payment'), and the recorded payments as the
// membership server's one reader of my_payments() validated them.
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { HostedPayment } from '../domain/membership/hostedPaymentRecords';
import { PaymentRefusedError, type PaymentServer, type PaymentStart } from './paymentServer';

async function refusal(error: FunctionsHttpError): Promise<PaymentRefusedError | null> {
  const response = error.context as Response;
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    message?: unknown;
  } | null;
  if (response.status >= 500 || typeof body?.message !== 'string') return null;
  return new PaymentRefusedError(body.message, String(body.error ?? response.status));
}

export function hostedPayments(
  client: SupabaseClient,
  readPayments: () => Promise<HostedPayment[]>,
): PaymentServer {
  return {
    async startPayment(request) {
      const { data, error } = await client.functions.invoke<PaymentStart>('create-payment', {
        body: request,
      });
      if (error instanceof FunctionsHttpError) throw (await refusal(error)) ?? error;
      if (error) throw error;
      if (!data) throw new Error('create-payment answered nothing');
      return data;
    },
    async recordedPayment(paymentIntentId) {
      const payments = await readPayments();
      return payments.find((payment) => payment.providerRef === paymentIntentId)?.record ?? null;
    },
  };
}
