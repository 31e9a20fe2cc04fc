/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * A percentage: 15 means 15 %.
 */
export type Percent = number;
/**
 * Stored in a member's paymentDetails.frequency: do not rename.
 */
export type PaymentFrequencyId = 'monthly' | 'quarterly' | 'semiannual' | 'annual';

/**
 * Prices of the membership (content/pricing/pricing.json). Total = base price x (1 - family discount) x members x months x (1 - frequency discount), rounded to two decimals.
 */
export interface PricingFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  currency: 'MXN';
  /**
   * Price of one member for one month, before any discount, in MXN.
   */
  basePriceMonthly: number;
  /**
   * Taxes shown in the purchase summary, as a percentage.
   */
  taxPercent: number;
  /**
   * Smallest family size the payment screen accepts (the minus button stops here).
   */
  familyMinimum: number;
  /**
   * Largest family size one plan covers: the plus button stops here, the server refuses more (its payment function and the tables' checks, through npm run gen:coverage-caps).
   */
  familyMaximum: number;
  /**
   * Discount by number of members. Bands start at 1, follow each other without gaps and the last one has no maxMembers.
   *
   * @minItems 1
   */
  familyDiscounts: [FamilyDiscount, ...FamilyDiscount[]];
  /**
   * Payment frequencies, in the order of the tabs.
   *
   * @minItems 1
   */
  frequencies: [PaymentFrequency, ...PaymentFrequency[]];
}
export interface FamilyDiscount {
  minMembers: number;
  /**
   * Largest size of the band; leave it out in the last band ('or more').
   */
  maxMembers?: number;
  discountPercent: Percent;
}
export interface PaymentFrequency {
  id: PaymentFrequencyId;
  label: string;
  months: number;
  discountPercent: Percent;
}
