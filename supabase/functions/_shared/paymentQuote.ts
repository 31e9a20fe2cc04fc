// The price of a payment, worked out on the server from content/pricing/pricing.json with the app's
// own pricing module (src/domain/membership/pricing.ts: exact fractions, half-up to the cent), so the amount a
// member is charged never comes from the browser and always equals the summary the page showed.
import pricingFile from '../../../content/pricing/pricing.json' with { type: 'json' };
import type { PricingFile } from '../../../src/content/types/pricing.ts';
import {
  quotePrice,
  type PlanKind,
  type PriceQuote,
} from '../../../src/domain/membership/pricing.ts';
import { RequestError } from './http.ts';

export const pricing = pricingFile as PricingFile;

/** The largest family one plan covers (content/pricing/pricing.json, as the app and the tables). */
export const MAX_FAMILY_SIZE = pricing.familyMaximum;

export interface PaymentChoice {
  readonly plan: PlanKind;
  /** People covered, the holder included: 1 for the individual plan. */
  readonly familySize: number;
  readonly frequency: string;
}

const invalid = (message: string) => new RequestError(400, 'invalid_choice', message);

/** Reads the plan, family size and frequency from untrusted input; anything else in it is ignored. */
export function paymentChoiceFrom(input: Record<string, unknown>): PaymentChoice {
  const { plan, familySize, frequency } = input;
  if (plan !== 'individual' && plan !== 'familiar') throw invalid('Elige un plan válido.');
  if (typeof frequency !== 'string' || !pricing.frequencies.some((f) => f.id === frequency)) {
    throw invalid('Elige una frecuencia de pago válida.');
  }
  const size = plan === 'individual' ? 1 : familySize;
  if (
    typeof size !== 'number' ||
    !Number.isInteger(size) ||
    size < (plan === 'individual' ? 1 : pricing.familyMinimum) ||
    size > MAX_FAMILY_SIZE
  ) {
    throw invalid(
      `La familia debe tener entre ${pricing.familyMinimum} y ${MAX_FAMILY_SIZE} miembros.`,
    );
  }
  return { plan, familySize: size, frequency };
}

export function quoteFor(choice: PaymentChoice): PriceQuote {
  return quotePrice(pricing, {
    plan: choice.plan,
    members: choice.familySize,
    frequencyId: choice.frequency as PriceQuote['frequency']['id'],
  });
}
