import { describe, expect, it } from 'vitest';
import { pricing } from '../../../src/content/pricing';
import { checkActivationCode } from '../../../src/domain/membership/activationCode';
import {
  familyCodeFromUuid,
  paymentIdFromUuid,
  paymentUpdate,
  type PaymentInput,
} from '../../../src/domain/membership/payment';
import { quotePrice } from '../../../src/domain/membership/pricing';

const uuid = '3f2a9c1b-4d2e-4f00-8a11-0123456789ab';
const now = new Date(2026, 0, 31, 10, 15);

const input = (overrides: Partial<PaymentInput> = {}): PaymentInput => ({
  quote: quotePrice(pricing, { plan: 'familiar', members: 4, frequencyId: 'annual' }),
  cardholderName: '  Ana López  ',
  now,
  metadata: { name: 'Ana López García' },
  newPaymentId: 'PAY-3F2A9C1B4D2E',
  newFamilyId: 'FAM-77AA00BB',
  ...overrides,
});

describe('ids', () => {
  it('makes a payment id from a UUID', () => {
    expect(paymentIdFromUuid(uuid)).toBe('PAY-3F2A9C1B4D2E');
  });

  it('makes a family code that the activation-code check accepts as FAMILY', () => {
    const code = familyCodeFromUuid(uuid);
    expect(code).toBe('FAM-3F2A9C1B');
    expect(checkActivationCode(code)).toMatchObject({ valid: true, type: 'FAMILY' });
  });
});

describe('paymentUpdate', () => {
  it('activates the plan with every payment detail of spec §3', () => {
    expect(paymentUpdate(input())).toEqual({
      planStatus: 'active',
      paymentDetails: {
        paymentId: 'PAY-3F2A9C1B4D2E',
        plan: 'familiar',
        familySize: 4,
        frequency: 'annual',
        totalAmount: 5683.44,
        paymentDate: now.toISOString(),
        nextPaymentDate: new Date(2027, 0, 31, 10, 15).toISOString(),
        cardholderName: 'Ana López',
      },
      familyId: 'FAM-77AA00BB',
      familyMembers: [{ name: 'Ana López García' }],
    });
  });

  it('counts the next payment to the end of a shorter month', () => {
    const quote = quotePrice(pricing, { plan: 'individual', members: 1, frequencyId: 'monthly' });
    const update = paymentUpdate(input({ quote }));
    expect(update.paymentDetails.nextPaymentDate).toBe(new Date(2026, 1, 28, 10, 15).toISOString());
  });

  it('keeps an existing family code and the members after the holder, refreshing the holder', () => {
    const update = paymentUpdate(
      input({
        metadata: {
          name: 'Ana López',
          curp: 'LOGA800101MDFPRN09',
          birthDate: '1980-01-01',
          familyId: 'FAM-OLD00001',
          familyMembers: [{ name: 'Ana' }, { name: 'Luis López' }],
        },
      }),
    );
    expect(update.familyId).toBe('FAM-OLD00001');
    expect(update.familyMembers).toEqual([
      { name: 'Ana López', curp: 'LOGA800101MDFPRN09', birthDate: '1980-01-01' },
      { name: 'Luis López' },
    ]);
  });

  it('never takes the code the member joined another family with as their own', () => {
    const update = paymentUpdate(
      input({
        metadata: { name: 'Luis', activation_code: 'FAM-HOLDER01', familyId: 'fam-holder01' },
      }),
    );
    expect(update.familyId).toBe('FAM-77AA00BB');
  });

  it('leaves the individual plan with only the holder and no family code', () => {
    const quote = quotePrice(pricing, { plan: 'individual', members: 1, frequencyId: 'quarterly' });
    const update = paymentUpdate(
      input({
        quote,
        metadata: {
          name: 'Ana',
          familyId: 'FAM-OLD00001',
          familyMembers: [{ name: 'Ana' }, { name: 'Luis' }],
        },
      }),
    );
    expect(update.familyId).toBeNull();
    expect(update.familyMembers).toEqual([{ name: 'Ana' }]);
    expect(update.paymentDetails).toMatchObject({
      plan: 'individual',
      familySize: 1,
      totalAmount: 567.15,
    });
  });
});

describe('paying again', () => {
  const monthly = quotePrice(pricing, { plan: 'individual', members: 1, frequencyId: 'monthly' });

  it('extends a period still running from its due date, so paying early loses no day', () => {
    const before = {
      paymentDate: '2026-01-10T16:00:00.000Z',
      nextPaymentDate: new Date(2026, 1, 20, 9).toISOString(),
    };
    const update = paymentUpdate(
      input({ quote: monthly, metadata: { name: 'Ana', paymentDetails: before } }),
    );
    expect(update.paymentDetails.nextPaymentDate).toBe(new Date(2026, 2, 20, 9).toISOString());
    expect(update.paymentDetails.paymentDate).toBe(now.toISOString());
  });

  it('starts from the payment when the due date has passed', () => {
    const before = {
      paymentDate: '2025-11-10T16:00:00.000Z',
      nextPaymentDate: '2025-12-10T16:00:00.000Z',
    };
    const update = paymentUpdate(
      input({ quote: monthly, metadata: { name: 'Ana', paymentDetails: before } }),
    );
    expect(update.paymentDetails.nextPaymentDate).toBe(new Date(2026, 1, 28, 10, 15).toISOString());
  });
});
