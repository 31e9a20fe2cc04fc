// Typed access to the prices (content/pricing/pricing.json), checked against its schema at build
// time. The arithmetic lives in src/domain/membership/pricing.ts; this module only hands over the numbers.
import pricingFile from '../../content/pricing/pricing.json';
import type {
  FamilyDiscount,
  PaymentFrequency,
  PaymentFrequencyId,
  PricingFile,
} from './types/pricing';

export type { FamilyDiscount, PaymentFrequency, PaymentFrequencyId, PricingFile };

/** Base price, tax, family minimum, family discount bands and payment frequencies (tab order). */
export const pricing: PricingFile = pricingFile as PricingFile;

export function paymentFrequencyById(id: string): PaymentFrequency | undefined {
  return pricing.frequencies.find((frequency) => frequency.id === id);
}
