// PaymentServer on supabase-js: functions.invoke('create-payment') and rpc('my_payments').
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import {
  PaymentRefusedError,
  type PaymentServer,
  type PaymentStart,
  type RecordedPayment,
} from './paymentServer';

async function refusal(error: FunctionsHttpError): Promise<PaymentRefusedError | null> {
  const response = error.context as Response;
  const body = (await response.json().catch(() => null)) as {
    error?: unknown;
    message?: unknown;
  } | null;
  if (response.status >= 500 || typeof body?.message !== 'string') return null;
  return new PaymentRefusedError(body.message, String(body.error ?? response.status));
}

export function hostedPayments(client: SupabaseClient): PaymentServer {
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
      const { data, error } = await client.rpc('my_payments');
      if (error) throw error;
      const payments = (data ?? []) as RecordedPayment[];
      return payments.find((payment) => payment.provider_ref === paymentIntentId) ?? null;
    },
  };
}
