// Everything a function test needs, started fresh for one test: the Stripe-shaped test server, the
// project's SQL in PGlite, both functions' handlers wired to them (create-payment called directly;
// stripe-webhook served on a port, where the Stripe test server delivers its signed events), and two
// members. The member's token check (GoTrue) is replaced by a lookup of the test's tokens.
import type { PGlite } from 'npm:@electric-sql/pglite@0.5.16';
import { createPaymentHandler } from '../../../supabase/functions/create-payment/createPayment.ts';
import { RequestError } from '../../../supabase/functions/_shared/http.ts';
import type { Member } from '../../../supabase/functions/_shared/member.ts';
import type { PaymentStore } from '../../../supabase/functions/_shared/paymentStore.ts';
import { stripeClient } from '../../../supabase/functions/_shared/stripeClient.ts';
import { stripeWebhookHandler } from '../../../supabase/functions/stripe-webhook/stripeWebhook.ts';
import { startStripeTestServer, type StripeTestServer } from '../../support/stripeTestServer.ts';
import { addMember, createPaymentDatabase, pgliteStore } from './paymentDatabase.ts';

export const ana: Member = {
  id: '6f1c1a52-6a1e-4b8e-9d0f-2f6f0c0a1a01',
  email: 'ana.lopez@example.com',
  name: 'Ana López García',
};
export const beto: Member = {
  id: '6f1c1a52-6a1e-4b8e-9d0f-2f6f0c0a1a02',
  email: 'beto.ruiz@example.com',
  name: 'Alberto Ruiz',
};

const tokens: Record<string, Member> = { 'Bearer token-ana': ana, 'Bearer token-beto': beto };

export interface PaymentWorld {
  readonly db: PGlite;
  readonly stripe: StripeTestServer;
  readonly webhookUrl: string;
  /** Calls create-payment as `member` (or with no token when null). */
  createPayment(member: Member | null, body: Record<string, unknown>): Promise<Response>;
  /** Posts a body to stripe-webhook with the given headers, as anyone on the internet could. */
  postWebhook(body: string, headers?: Record<string, string>): Promise<Response>;
  /** The functions' next call of `method` on the store fails with `error` (a fault injected once). */
  failNext(method: keyof PaymentStore, error: Error): void;
  clearFaults(): void;
}

/** The store the functions get: the real one, with faults a test injects, each used once. */
function faultyStore(real: PaymentStore, faults: Map<keyof PaymentStore, Error>): PaymentStore {
  const store = {} as Record<keyof PaymentStore, unknown>;
  for (const key of Object.keys(real) as (keyof PaymentStore)[]) {
    store[key] = (...args: unknown[]) => {
      const fault = faults.get(key);
      if (fault) {
        faults.delete(key);
        return Promise.reject(fault);
      }
      return (real[key] as (...args: unknown[]) => Promise<unknown>)(...args);
    };
  }
  return store as PaymentStore;
}

async function startPaymentWorld(): Promise<PaymentWorld> {
  const db = await createPaymentDatabase();
  const stripe = await startStripeTestServer();
  const faults = new Map<keyof PaymentStore, Error>();
  const store = faultyStore(pgliteStore(db), faults);
  const client = stripeClient('sk_test_vita365_functions', stripe.url);
  const createPayment = createPaymentHandler({
    stripe: client,
    store,
    authenticate: (authorization) => {
      const member = authorization ? tokens[authorization] : undefined;
      if (!member) throw new RequestError(401, 'not_signed_in', 'Inicia sesión para pagar.');
      return Promise.resolve(member);
    },
  });
  // Lives as long as the test file: Deno ends the run when the file's tests are done.
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => {} },
    stripeWebhookHandler({ stripe: client, store, webhookSecret: stripe.webhookSecret }),
  );
  const webhookUrl = `http://127.0.0.1:${server.addr.port}/functions/v1/stripe-webhook`;
  stripe.setWebhookUrl(webhookUrl);
  return {
    db,
    stripe,
    webhookUrl,
    createPayment: (member, body) =>
      createPayment(
        new Request('http://functions.test/functions/v1/create-payment', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(member ? { authorization: `Bearer token-${member === ana ? 'ana' : 'beto'}` } : {}),
          },
          body: JSON.stringify(body),
        }),
      ),
    failNext: (method, error) => faults.set(method, error),
    clearFaults: () => faults.clear(),
    postWebhook: (body, headers = {}) =>
      fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      }),
  };
}

let shared: Promise<PaymentWorld> | undefined;

/**
 * Runs `test` in the file's payment world, emptied first: no Stripe objects, no payments,
 * memberships or customers, and the two members signed up. One PGlite per file, because running
 * the migrations is the slow part.
 */
export async function withPaymentWorld(test: (world: PaymentWorld) => Promise<void>) {
  shared ??= startPaymentWorld();
  const world = await shared;
  world.stripe.reset();
  world.clearFaults();
  await world.db.exec(
    'truncate public.coverage_uses, public.family_members, public.families, public.payments, public.memberships, public.stripe_customers, payments_private.payment_quotes, payments_private.payment_reversals, payments_private.payment_refusals, auth.users cascade',
  );
  await addMember(world.db, ana.id, ana.email, ana.name);
  await addMember(world.db, beto.id, beto.email, beto.name);
  await test(world);
}

/** A fresh attempt id, as the page makes one per tap on Pagar. */
export const attempt = (): string => crypto.randomUUID();
