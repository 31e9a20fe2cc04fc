// Hosted mode's membership server: the functions the server enforces for the plan and the family,
// the payments it prices and records, and the member's recorded payments, all called with the
// signed-in member's client. Built once per client; demo mode has none (browser storage).
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadAuthBackend } from '../auth/loadAuthBackend';
import { hostedPayments as readHostedPayments } from '../domain/membership/hostedPaymentRecords';
import type { PaymentRecord } from '../domain/membership/paymentHistory';
import { hostedPayments } from './hostedPayments';
import { createMembershipCalls, type MembershipCalls } from './membershipCalls';
import type { PaymentServer } from './paymentServer';

export interface MembershipServer {
  readonly calls: MembershipCalls;
  readonly payments: PaymentServer;
  /** `my_payments()`, read once and validated: the member's payments as history entries. */
  myPayments(): Promise<PaymentRecord[]>;
}

const servers = new WeakMap<SupabaseClient, MembershipServer>();

export function membershipServerOf(client: SupabaseClient): MembershipServer {
  let server = servers.get(client);
  if (!server) {
    // The one reader of my_payments(): its answer is validated here, once, for every caller.
    const readPayments = async () => {
      const { data, error } = await client.rpc('my_payments');
      if (error) throw error;
      return readHostedPayments(data as unknown);
    };
    server = {
      calls: createMembershipCalls(client),
      payments: hostedPayments(client, readPayments),
      async myPayments() {
        return (await readPayments()).map((payment) => payment.record);
      },
    };
    servers.set(client, server);
  }
  return server;
}

/** The membership server of the loaded back-end, or null in demo mode. */
export async function membershipServer(): Promise<MembershipServer | null> {
  const { client } = await loadAuthBackend();
  return client ? membershipServerOf(client) : null;
}
