// create-payment: a signed-in member asks to pay a plan by card, in cash at OXXO or by SPEI transfer.
// The amount is priced here from content/pricing (the body's own amount, if any, is ignored). The
// quote (member, their Stripe customer, plan, size, frequency, amount) is kept on the server under
// the PaymentIntent's id before the intent can be paid, and the webhook accepts that amount when
// Stripe says it succeeded, even after a price change (issue 40). The PaymentIntent's metadata
// repeats the member and the choice for people reading the Stripe Dashboard.
// Cards are confirmed in the browser by Stripe.js (3-D Secure included) with the client secret
// handed out after the quote is kept; OXXO and SPEI are confirmed here once the quote is kept, so the
// answer already holds the voucher or the transfer instructions.
import { corsHeaders, errorResponse, json, RequestError } from '../_shared/http.ts';
import type { Authenticate, Member } from '../_shared/member.ts';
import { paymentChoiceFrom, quoteFor, type PaymentChoice } from '../_shared/paymentQuote.ts';
import type { PaymentStore } from '../_shared/paymentStore.ts';
import type { Stripe } from '../_shared/stripeClient.ts';

export type PaymentMethod = 'card' | 'oxxo' | 'spei';

/** Cash processors take at most this much in one OXXO payment (MXN 10,000.00). */
export const OXXO_MAX_CENTS = 1_000_000;

/** Days an OXXO voucher stays payable (Stripe allows 1 to 7; it expires at 23:59 Mexico City). */
export const OXXO_EXPIRES_AFTER_DAYS = 3;

export interface CreatePaymentDeps {
  readonly stripe: Stripe;
  readonly store: PaymentStore;
  readonly authenticate: Authenticate;
}

const ATTEMPT_ID = /^[A-Za-z0-9-]{8,64}$/;

function methodFrom(value: unknown): PaymentMethod {
  if (value === 'card' || value === 'oxxo' || value === 'spei') return value;
  throw new RequestError(400, 'invalid_method', 'Elige tarjeta, efectivo o transferencia.');
}

async function customerFor(deps: CreatePaymentDeps, member: Member): Promise<string> {
  const known = await deps.store.stripeCustomerOf(member.id);
  if (known) return known;
  const customer = await deps.stripe.customers.create(
    { email: member.email || undefined, name: member.name, metadata: { member: member.id } },
    // Two first payments at once still make one customer.
    { idempotencyKey: `customer-${member.id}` },
  );
  await deps.store.saveStripeCustomer(member.id, customer.id);
  return customer.id;
}

/** What the PaymentIntent is created with: the method, and its options (never confirmed here). */
function createParams(method: PaymentMethod): Partial<Stripe.PaymentIntentCreateParams> {
  switch (method) {
    case 'card':
      return { payment_method_types: ['card'] };
    case 'oxxo':
      return {
        payment_method_types: ['oxxo'],
        payment_method_options: { oxxo: { expires_after_days: OXXO_EXPIRES_AFTER_DAYS } },
      };
    case 'spei':
      return {
        payment_method_types: ['customer_balance'],
        payment_method_options: {
          customer_balance: {
            funding_type: 'bank_transfer',
            bank_transfer: { type: 'mx_bank_transfer' },
          },
        },
      };
  }
}

/** The server-side confirmation of OXXO and SPEI, which issues the voucher or the instructions. */
function confirmParams(method: 'oxxo' | 'spei', member: Member): Stripe.PaymentIntentConfirmParams {
  return method === 'oxxo'
    ? {
        payment_method_data: {
          type: 'oxxo',
          billing_details: { name: member.name, email: member.email },
        },
      }
    : { payment_method_data: { type: 'customer_balance' } };
}

function answerFor(method: PaymentMethod, intent: Stripe.PaymentIntent, amountCents: number) {
  const base = { method, paymentIntentId: intent.id, status: intent.status, amountCents };
  if (method === 'card') return { ...base, clientSecret: intent.client_secret };
  if (method === 'oxxo') {
    const voucher = intent.next_action?.oxxo_display_details;
    if (!voucher?.number || !voucher.expires_after) {
      throw new Error(`PaymentIntent ${intent.id} has no OXXO voucher`);
    }
    return {
      ...base,
      voucher: {
        number: voucher.number,
        expiresAt: new Date(voucher.expires_after * 1000).toISOString(),
        hostedVoucherUrl: voucher.hosted_voucher_url,
      },
    };
  }
  const instructions = intent.next_action?.display_bank_transfer_instructions;
  const spei = instructions?.financial_addresses?.find((address) => address.type === 'spei')?.spei;
  if (!instructions || !spei) throw new Error(`PaymentIntent ${intent.id} has no SPEI address`);
  return {
    ...base,
    transfer: {
      clabe: spei.clabe,
      bankName: spei.bank_name,
      bankCode: spei.bank_code,
      reference: instructions.reference,
      amountRemainingCents: instructions.amount_remaining ?? amountCents,
      hostedInstructionsUrl: instructions.hosted_instructions_url,
    },
  };
}

export function createPaymentHandler(
  deps: CreatePaymentDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'POST') {
      return errorResponse(new RequestError(405, 'method_not_allowed', 'Método no permitido.'));
    }
    try {
      const member = await deps.authenticate(request.headers.get('authorization'));
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object') {
        throw new RequestError(400, 'invalid_body', 'La solicitud de pago no es válida.');
      }
      const method = methodFrom(body.method);
      const attemptId = body.attemptId;
      if (typeof attemptId !== 'string' || !ATTEMPT_ID.test(attemptId)) {
        throw new RequestError(400, 'invalid_attempt', 'La solicitud de pago no es válida.');
      }
      const choice: PaymentChoice = paymentChoiceFrom(body);
      const quote = quoteFor(choice);
      if (method === 'oxxo' && quote.totalCents > OXXO_MAX_CENTS) {
        throw new RequestError(
          422,
          'oxxo_limit',
          'OXXO acepta pagos de hasta $10,000.00 MXN. Paga con tarjeta o transferencia SPEI.',
        );
      }
      const customer = await customerFor(deps, member);
      const created = await deps.stripe.paymentIntents.create(
        {
          amount: quote.totalCents,
          currency: 'mxn',
          customer,
          description: `Vita365: plan ${choice.plan}, ${choice.familySize} × ${quote.frequency.label}`,
          metadata: {
            member: member.id,
            plan: choice.plan,
            family_size: String(quote.members),
            frequency: choice.frequency,
            amount_cents: String(quote.totalCents),
          },
          ...createParams(method),
        },
        { idempotencyKey: `payment-${member.id}-${attemptId}` },
      );
      // Kept before anyone can pay the intent: the card's client secret is not handed out, and the
      // voucher or transfer is not issued, until this row exists.
      await deps.store.saveQuote({
        intent_id: created.id,
        member: member.id,
        customer_id: customer,
        plan: choice.plan,
        family_size: quote.members,
        frequency: choice.frequency,
        method,
        amount_cents: quote.totalCents,
        currency: 'mxn',
      });
      const intent =
        method === 'card'
          ? created
          : await deps.stripe.paymentIntents.confirm(created.id, confirmParams(method, member), {
              idempotencyKey: `confirm-${member.id}-${attemptId}`,
            });
      return json(200, answerFor(method, intent, quote.totalCents));
    } catch (error) {
      if (error instanceof RequestError) return errorResponse(error);
      const type = (error as { type?: unknown }).type;
      if (type === 'StripeIdempotencyError') {
        return errorResponse(
          new RequestError(
            409,
            'attempt_reused',
            'Este intento de pago ya se usó. Inténtalo de nuevo.',
          ),
        );
      }
      console.error('create-payment failed', error);
      return errorResponse(
        new RequestError(502, 'provider_failed', 'No pudimos iniciar el pago. Inténtalo de nuevo.'),
      );
    }
  };
}
