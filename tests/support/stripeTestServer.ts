// A Stripe-shaped HTTP server for tests (node:http on 127.0.0.1; it runs under Node for Playwright
// and under Deno for the function tests, so it imports only node: modules and Web Crypto). It answers
// what the Edge Functions' `npm:stripe` client sends when pointed at it with host/port/protocol —
// form-encoded POST /v1/customers, POST /v1/payment_intents (with confirm), GET and POST …/confirm —
// honours Idempotency-Key as Stripe does, and what the test Stripe.js double sends from the browser
// (confirm with the publishable key and the client secret). What Stripe does later on its own — a
// voucher paid at OXXO, a transfer arriving, a voucher expiring — the test triggers (`payCash`,
// `completeTransfer`, `expireVoucher`), and the server then delivers the signed webhook event to the
// configured endpoint, as Stripe would (`t=…,v1=HMAC-SHA256(secret, "t.payload")`).
// Test cards (Stripe's numbers): 4242 4242 4242 4242 succeeds; 4000 0000 0000 9995 insufficient
// funds; 4000 0000 0000 0002 generic decline; 4000 0000 0000 0069 expired; 4000 0000 0000 0127
// incorrect CVC; 4000 0000 0000 9987 lost card; 4000 0000 0000 9979 stolen card.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface StripeTestServerOptions {
  /** Where events are delivered (the stripe-webhook function); can be set later. */
  readonly webhookUrl?: string;
  readonly webhookSecret?: string;
}

export interface DeliveredEvent {
  readonly id: string;
  readonly type: string;
  readonly status: number;
}

export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly body: Json;
  readonly idempotencyKey: string | null;
}

export interface StripeTestServer {
  /** e.g. http://127.0.0.1:41234, for STRIPE_API_BASE. */
  readonly url: string;
  readonly webhookSecret: string;
  readonly requests: readonly RecordedStripeRequest[];
  readonly deliveries: readonly DeliveredEvent[];
  paymentIntent(id: string): Json | undefined;
  paymentIntents(): Json[];
  customers(): Json[];
  setWebhookUrl(url: string): void;
  /** The member paid the OXXO voucher in cash: the intent succeeds and the event is delivered. */
  payCash(intentId: string): Promise<DeliveredEvent>;
  /** The SPEI transfer arrived in full: the intent succeeds and the event is delivered. */
  completeTransfer(intentId: string): Promise<DeliveredEvent>;
  /** The OXXO voucher expired unpaid: the intent fails (payment_intent.payment_failed). */
  expireVoucher(intentId: string): Promise<DeliveredEvent>;
  /** Delivers an event again, as Stripe does when it retries. */
  redeliver(eventId: string): Promise<DeliveredEvent>;
  /** Builds a signed event without sending it (for tests that post it themselves). */
  signedEvent(type: string, object: Json): Promise<{ payload: string; signature: string }>;
  reset(): void;
  close(): Promise<void>;
}

const TEST_SECRET = 'whsec_vita365_test_endpoint_secret';

interface Decline {
  readonly code: string;
  readonly declineCode?: string;
  readonly message: string;
}

const declines: Readonly<Record<string, Decline>> = {
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': {
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  '4000000000009987': {
    code: 'card_declined',
    declineCode: 'lost_card',
    message: 'Your card was declined.',
  },
  '4000000000009979': {
    code: 'card_declined',
    declineCode: 'stolen_card',
    message: 'Your card was declined.',
  },
};

/** Stripe's form encoding (`a[b][0]=c`) back into nested objects; numeric keys make arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      slot[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Stripe's signature header for `payload` at `timestamp` (seconds). */
export async function stripeSignature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(`${timestamp}.${payload}`),
  );
  return `t=${timestamp},v1=${hex(mac)}`;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String((body.error as Json | undefined)?.message ?? status));
  }
}

const invalidRequest = (message: string, status = 400) =>
  new StripeHttpError(status, { error: { type: 'invalid_request_error', message } });

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    request.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    request.on('end', () => resolve(new TextDecoder().decode(concat(chunks))));
    request.on('error', reject);
  });
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.length;
  }
  return all;
}

export async function startStripeTestServer(
  options: StripeTestServerOptions = {},
): Promise<StripeTestServer> {
  const webhookSecret = options.webhookSecret ?? TEST_SECRET;
  let webhookUrl = options.webhookUrl ?? null;
  let counter = 0;
  const intents = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const events = new Map<string, Json>();
  const idempotent = new Map<string, { bodyText: string; status: number; body: Json }>();
  const requests: RecordedStripeRequest[] = [];
  const deliveries: DeliveredEvent[] = [];

  const nextId = (prefix: string): string => {
    counter += 1;
    return `${prefix}_Test${String(counter).padStart(6, '0')}${Math.random().toString(36).slice(2, 10)}`;
  };
  const now = () => Math.floor(Date.now() / 1000);

  async function deliver(event: Json): Promise<DeliveredEvent> {
    if (!webhookUrl) throw new Error('The Stripe test server has no webhook URL');
    const payload = JSON.stringify(event, null, 2);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': await stripeSignature(payload, webhookSecret),
      },
      body: payload,
    });
    await response.text();
    const delivered = { id: String(event.id), type: String(event.type), status: response.status };
    deliveries.push(delivered);
    return delivered;
  }

  function eventFor(type: string, object: Json): Json {
    const event = {
      id: nextId('evt'),
      object: 'event',
      api_version: '2025-02-24.acacia',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    events.set(event.id, event);
    return event;
  }

  /** Sends the event when a webhook endpoint is set; a test without one just reads the state. */
  async function emit(type: string, intent: Json): Promise<DeliveredEvent | null> {
    const event = eventFor(type, intent);
    return webhookUrl ? deliver(event) : null;
  }

  function succeed(intent: Json): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.next_action = null;
    intent.last_payment_error = null;
  }

  async function confirm(intent: Json, params: Json): Promise<Json> {
    const types = intent.payment_method_types as string[];
    const data = (params.payment_method_data ?? {}) as Json;
    const type = String(data.type ?? types[0]);
    if (!types.includes(type)) {
      throw invalidRequest(
        `The payment method type ${type} is not allowed for this PaymentIntent.`,
      );
    }
    if (intent.status === 'succeeded') {
      throw invalidRequest('This PaymentIntent has already succeeded.');
    }
    intent.payment_method = nextId('pm');
    if (type === 'oxxo') {
      const details = data.billing_details as Json | undefined;
      if (!details?.name || !details.email) {
        throw invalidRequest('OXXO requires billing_details[name] and billing_details[email].');
      }
      const days = Number(
        ((intent.payment_method_options as Json | undefined)?.oxxo as Json | undefined)
          ?.expires_after_days ?? 3,
      );
      const number = String(Date.now()).slice(-8).padStart(14, '0145000000');
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          number,
          expires_after: now() + days * 86_400,
          hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/test_${String(intent.id)}`,
        },
      };
      await emit('payment_intent.requires_action', intent);
      return intent;
    }
    if (type === 'customer_balance') {
      if (!intent.customer) throw invalidRequest('customer_balance requires a customer.');
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          type: 'mx_bank_transfer',
          amount_remaining: intent.amount,
          currency: 'mxn',
          reference: String(counter).padStart(7, '0'),
          hosted_instructions_url: `https://payments.stripe.com/bank_transfers/instructions/test_${String(intent.id)}`,
          financial_addresses: [
            {
              type: 'spei',
              supported_networks: ['spei'],
              spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: '002180700612345675' },
            },
          ],
        },
      };
      await emit('payment_intent.requires_action', intent);
      return intent;
    }
    const card = (data.card ?? {}) as Json;
    const number = String(card.number ?? '').replace(/\D/g, '');
    const decline = declines[number];
    if (decline) {
      intent.status = 'requires_payment_method';
      const error = {
        type: 'card_error',
        code: decline.code,
        ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
        message: decline.message,
      };
      intent.last_payment_error = error;
      await emit('payment_intent.payment_failed', intent);
      throw new StripeHttpError(402, { error: { ...error, payment_intent: intent } });
    }
    if (number !== '4242424242424242') {
      throw new StripeHttpError(402, {
        error: {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
        },
      });
    }
    succeed(intent);
    await emit('payment_intent.succeeded', intent);
    return intent;
  }

  function intentFor(id: string, auth: Auth, query: URLSearchParams, body: Json): Json {
    const intent = intents.get(id);
    if (!intent) throw invalidRequest(`No such payment_intent: '${id}'`, 404);
    // Stripe.js, with the publishable key, may only touch an intent whose client secret it holds.
    if (auth === 'publishable') {
      const secret = body.client_secret ?? query.get('client_secret');
      if (secret !== intent.client_secret) throw invalidRequest('Invalid client_secret.', 404);
    }
    return intent;
  }

  type Auth = 'secret' | 'publishable';

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Json,
    auth: Auth,
  ): Promise<Json> {
    if (method === 'POST' && path === '/v1/customers') {
      if (auth !== 'secret') throw invalidRequest('This call needs a secret key.', 401);
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        created: now(),
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (auth !== 'secret') throw invalidRequest('This call needs a secret key.', 401);
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1000) {
        throw invalidRequest('Amount must be at least $10.00 mxn.');
      }
      if (body.currency !== 'mxn') throw invalidRequest('This account charges in mxn.');
      if (body.customer && !customers.has(String(body.customer))) {
        throw invalidRequest(`No such customer: '${String(body.customer)}'`);
      }
      const id = nextId('pi');
      const intent: Json = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: 'mxn',
        created: now(),
        customer: body.customer ?? null,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        payment_method: null,
        payment_method_types: (body.payment_method_types as string[] | undefined) ?? ['card'],
        payment_method_options: body.payment_method_options ?? {},
        client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 14)}`,
        status: 'requires_payment_method',
        next_action: null,
        last_payment_error: null,
        livemode: false,
      };
      intents.set(id, intent);
      if (body.confirm === 'true') return confirm(intent, body);
      return intent;
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (match?.[1]) {
      const intent = intentFor(match[1], auth, query, body);
      if (method === 'GET' && !match[2]) return intent;
      if (method === 'POST' && match[2]) return confirm(intent, body);
    }
    throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`, 404);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    const send = (status: number, body: Json) => {
      response.writeHead(status, headers);
      response.end(JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers);
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const bodyText = await readBody(request);
    const body = parseStripeForm(bodyText);
    const key = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    const auth: Auth | null = key.startsWith('sk_test_')
      ? 'secret'
      : key.startsWith('pk_test_')
        ? 'publishable'
        : null;
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
    if (!auth) {
      send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
      return;
    }
    const cacheKey = idempotencyKey ? `${key}:${idempotencyKey}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) {
      if (cached.bodyText !== bodyText) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
        return;
      }
      response.setHeader('idempotent-replayed', 'true');
      send(cached.status, cached.body);
      return;
    }
    let status = 200;
    let result: Json;
    try {
      result = await route(request.method ?? 'GET', url.pathname, url.searchParams, body, auth);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      status = error.status;
      result = error.body;
    }
    // Stripe replays the first answer to a key, so later changes to the object do not show.
    const answer = structuredClone(result);
    if (cacheKey && request.method === 'POST') {
      idempotent.set(cacheKey, { bodyText, status, body: answer });
    }
    send(status, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const pending = (intentId: string, kind: string): Json => {
    const intent = intents.get(intentId);
    const action = (intent?.next_action as Json | null | undefined)?.type;
    if (!intent || intent.status !== 'requires_action' || action !== kind) {
      throw new Error(`PaymentIntent ${intentId} is not waiting for ${kind}`);
    }
    return intent;
  };
  const settle = async (intent: Json): Promise<DeliveredEvent> => {
    succeed(intent);
    const delivered = await emit('payment_intent.succeeded', intent);
    if (!delivered) throw new Error('The Stripe test server has no webhook URL');
    return delivered;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    requests,
    deliveries,
    paymentIntent: (id) => intents.get(id),
    paymentIntents: () => [...intents.values()],
    customers: () => [...customers.values()],
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    payCash: (id) => settle(pending(id, 'oxxo_display_details')),
    completeTransfer: (id) => settle(pending(id, 'display_bank_transfer_instructions')),
    async expireVoucher(id) {
      const intent = pending(id, 'oxxo_display_details');
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_payment_attempt_expired',
        message: 'The OXXO voucher expired.',
      };
      const delivered = await emit('payment_intent.payment_failed', intent);
      if (!delivered) throw new Error('The Stripe test server has no webhook URL');
      return delivered;
    },
    async redeliver(eventId) {
      const event = events.get(eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      return deliver(event);
    },
    async signedEvent(type, object) {
      const payload = JSON.stringify(eventFor(type, object), null, 2);
      return { payload, signature: await stripeSignature(payload, webhookSecret) };
    },
    reset() {
      intents.clear();
      customers.clear();
      events.clear();
      idempotent.clear();
      requests.length = 0;
      deliveries.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
