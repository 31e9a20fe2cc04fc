// What the payment functions keep in the database, behind one small interface: the member's Stripe
// customer (table stripe_customers, service role only) and the confirmed payment (record_payment of
// the membership contract). The deployed functions talk to PostgREST with the service role key; the
// tests plug in the same SQL run in PGlite.

export interface RecordPaymentArgs {
  readonly member: string;
  readonly plan: 'individual' | 'familiar';
  readonly family_size: number;
  readonly frequency: string;
  readonly amount_cents: number;
  /** The PaymentIntent id: record_payment is idempotent on it. */
  readonly provider_ref: string;
  /** ISO 8601. */
  readonly paid_at: string;
}

export interface PaymentStore {
  stripeCustomerOf(member: string): Promise<string | null>;
  saveStripeCustomer(member: string, customerId: string): Promise<void>;
  /** Returns the payment's id; the same provider_ref again returns the same id and changes nothing. */
  recordPayment(args: RecordPaymentArgs): Promise<string>;
}

export class StoreError extends Error {}

export function postgrestPaymentStore(supabaseUrl: string, serviceRoleKey: string): PaymentStore {
  const headers = {
    apikey: serviceRoleKey,
    authorization: `Bearer ${serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    const response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    });
    const text = await response.text();
    if (!response.ok) throw new StoreError(`${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  return {
    async stripeCustomerOf(member) {
      const rows = (await call(
        `stripe_customers?select=customer_id&member=eq.${encodeURIComponent(member)}`,
      )) as { customer_id: string }[];
      return rows[0]?.customer_id ?? null;
    },
    async saveStripeCustomer(member, customerId) {
      await call('stripe_customers?on_conflict=member', {
        method: 'POST',
        headers: { prefer: 'resolution=ignore-duplicates,return=minimal' },
        body: JSON.stringify({ member, customer_id: customerId }),
      });
    },
    async recordPayment(args) {
      const id = await call('rpc/record_payment', { method: 'POST', body: JSON.stringify(args) });
      if (typeof id !== 'string') throw new StoreError(`record_payment returned ${String(id)}`);
      return id;
    },
  };
}
