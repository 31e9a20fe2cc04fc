import { describe, expect, it } from 'vitest';
import { paymentFrequencyById, pricing } from '../../../src/content/pricing';

describe('pricing content', () => {
  it('charges a base of 199 MXN per member and month, with taxes shown as 0', () => {
    expect(pricing.currency).toBe('MXN');
    expect(pricing.basePriceMonthly).toBe(199);
    expect(pricing.taxPercent).toBe(0);
  });

  it('gives family discounts of 0 % alone, 15 % for 2–3 members and 30 % for 4 or more', () => {
    expect(pricing.familyDiscounts).toEqual([
      { minMembers: 1, maxMembers: 1, discountPercent: 0 },
      { minMembers: 2, maxMembers: 3, discountPercent: 15 },
      { minMembers: 4, discountPercent: 30 },
    ]);
  });

  it('requires at least 2 members in a family plan', () => {
    expect(pricing.familyMinimum).toBe(2);
  });

  it('offers the four payment frequencies with their months, discounts and Spanish labels', () => {
    expect(pricing.frequencies).toEqual([
      { id: 'monthly', label: 'Mensual', months: 1, discountPercent: 0 },
      { id: 'quarterly', label: 'Trimestral', months: 3, discountPercent: 5 },
      { id: 'semiannual', label: 'Semestral', months: 6, discountPercent: 10 },
      { id: 'annual', label: 'Anual', months: 12, discountPercent: 15 },
    ]);
  });

  it('finds a frequency by id and nothing for an unknown id', () => {
    expect(paymentFrequencyById('annual')?.months).toBe(12);
    expect(paymentFrequencyById('weekly')).toBeUndefined();
  });
});
