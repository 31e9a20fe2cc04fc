// What the payment functions keep in the database, behind one small interface: the member's Stripe
// customer (table stripe_customers), the confirmed payment (record_payment of the membership
// contract), and since issue 40 the quote of each PaymentIntent, refunds and disputes, and the events
// refused for good (migration 20261129100200_payment_money.sql). All of it is service role only. The
// deployed functions talk to PostgREST with the service role key; the tests plug in the same SQL run
// in PGlite.

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

/** What create-payment quoted for a PaymentIntent, kept on the server before it can be paid. */
export interface PaymentQuote {
  readonly intent_id: string;
  readonly member: string;
  readonly customer_id: string;
  readonly plan: 'individual' | 'familiar';
  readonly family_size: number;
  readonly frequency: string;
  readonly method: 'card' | 'oxxo' | 'spei';
  readonly amount_cents: number;
  readonly currency: 'mxn';
}

export interface StoredQuote extends PaymentQuote {
  /** ISO 8601. */
  readonly quoted_at: string;
}

export interface ReversalArgs {
  readonly kind: 'refund' | 'dispute';
  /** The Charge (refund) or the Dispute. */
  readonly reversal_ref: string;
  /** The PaymentIntent, as record_payment's provider_ref. */
  readonly provider_ref: string;
  /** refund: partial | refunded; dispute: Stripe's dispute status. */
  readonly status: string;
  readonly amount_cents: number;
  readonly event_id: string;
  /** ISO 8601. */
  readonly event_at: string;
}

export interface PlanSummary {
  readonly status: 'pending' | 'active' | 'suspended' | 'cancelled';
  readonly plan: string;
  readonly next_payment_date: string;
}

export interface ReversalResult {
  /** The status kept: a closed dispute or a full refund stays as it was. */
  readonly status: string;
  /** Whether the payment is out of the plan because of this refund or dispute. */
  readonly reverses: boolean;
  /** The recorded payment, or null when it is not recorded (yet). */
  readonly payment: string | null;
  readonly member: string | null;
  /** Whether the plan changed now. */
  readonly changed: boolean;
  readonly plan: PlanSummary | null;
}

export interface SettleResult {
  readonly reversed: boolean;
  readonly changed: boolean;
  readonly plan: PlanSummary | null;
}

export interface RefusalArgs {
  /** The PaymentIntent, or the Stripe object the event is about when it names none. */
  readonly provider_ref: string;
  readonly event_id: string;
  readonly event_type: string;
  /** A short snake_case reason (docs/payments.md lists them). */
  readonly reason: string;
  readonly detail: string;
  readonly sql_state?: string | null;
  readonly member?: string | null;
  readonly amount_cents?: number | null;
  readonly currency?: string | null;
}

export interface PaymentStore {
  stripeCustomerOf(member: string): Promise<string | null>;
  saveStripeCustomer(member: string, customerId: string): Promise<void>;
  /** Returns the payment's id; the same provider_ref again returns the same id and changes nothing. */
  recordPayment(args: RecordPaymentArgs): Promise<string>;
  /** The same intent with the same quote again changes nothing. */
  saveQuote(quote: PaymentQuote): Promise<void>;
  quoteOf(intentId: string): Promise<StoredQuote | null>;
  applyReversal(args: ReversalArgs): Promise<ReversalResult>;
  /** Applies refunds and disputes that came before the payment was recorded. */
  settleReversals(providerRef: string): Promise<SettleResult>;
  /** Returns the refusal row's id (the same object, event type and reason share one row). */
  recordRefusal(args: RefusalArgs): Promise<string>;
}

/**
 * A call to the database that failed. `sqlState` is Postgres's SQLSTATE (or PostgREST's own PGRST…
 * code) when the database answered; null when it could not be reached or answered no code.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly sqlState: string | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Whether a failed call will fail the same way however often it is retried (permanent) or may
 * succeed later (transient). Permanent: the functions' own refusals (class VM: a reference already
 * used by another member, a deleted member, a bad argument, an unknown reversal status), data
 * exceptions (class 22: a value of the wrong type or out of range) and integrity violations (class
 * 23), except a unique key taken by a concurrent call (23505), which a retry finds done. Anything
 * else is transient: serialization failures and deadlocks (40), a busy or restarting server (53, 55,
 * 57, 08), missing functions or grants after a bad deploy (42, PGRST…), an unreachable database.
 */
export function isPermanentFault(error: unknown): boolean {
  if (!(error instanceof StoreError) || !error.sqlState) return false;
  const code = error.sqlState;
  if (code === '23505') return false;
  return /^(VM|22|23)[0-9A-Z]{3}$/.test(code);
}

export function postgrestPaymentStore(supabaseUrl: string, serviceRoleKey: string): PaymentStore {
  const headers = {
    apikey: serviceRoleKey,
    authorization: `Bearer ${serviceRoleKey}`,
    'content-type': 'application/json',
  };
  const call = async (path: string, init: RequestInit = {}): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${supabaseUrl}/rest/v1/${path}`, {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
      });
    } catch (error) {
      throw new StoreError(`${path}: ${String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) {
      let code: string | null = null;
      try {
        const body = JSON.parse(text) as { code?: unknown };
        if (typeof body.code === 'string') code = body.code;
      } catch {
        // Not PostgREST's JSON (a gateway's page): no code, so transient.
      }
      throw new StoreError(`${path}: ${response.status} ${text}`, code, response.status);
    }
    return text ? (JSON.parse(text) as unknown) : null;
  };
  const rpc = (name: string, args: object) =>
    call(`rpc/${name}`, { method: 'POST', body: JSON.stringify(args) });
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
      const id = await rpc('record_payment', args);
      if (typeof id !== 'string') throw new StoreError(`record_payment returned ${String(id)}`);
      return id;
    },
    async saveQuote(quote) {
      await rpc('save_payment_quote', quote);
    },
    async quoteOf(intentId) {
      return (await rpc('payment_quote', { intent_id: intentId })) as StoredQuote | null;
    },
    async applyReversal(args) {
      return (await rpc('apply_payment_reversal', args)) as ReversalResult;
    },
    async settleReversals(providerRef) {
      return (await rpc('settle_payment_reversals', { provider_ref: providerRef })) as SettleResult;
    },
    async recordRefusal(args) {
      const id = await rpc('record_payment_refusal', args);
      if (typeof id !== 'string') {
        throw new StoreError(`record_payment_refusal returned ${String(id)}`);
      }
      return id;
    },
  };
}
