import { describe, expect, it } from 'vitest';
import { declineMessage, GENERAL_DECLINE } from '../../../../src/features/payment/declineMessage';

describe('declineMessage', () => {
  it('reads the decline code first, then the error code', () => {
    expect(declineMessage({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta o paga en efectivo o por transferencia.',
    );
    expect(declineMessage({ code: 'expired_card' })).toBe(
      'Tu tarjeta está vencida. Usa otra tarjeta.',
    );
    expect(declineMessage({ code: 'incorrect_cvc' })).toMatch(/CVC/);
  });

  it('gives lost, stolen and unknown declines the general message', () => {
    for (const decline_code of ['lost_card', 'stolen_card', 'generic_decline', 'fraudulent']) {
      expect(declineMessage({ code: 'card_declined', decline_code })).toBe(GENERAL_DECLINE);
    }
    expect(declineMessage({})).toBe(GENERAL_DECLINE);
  });
});
