import { describe, expect, it } from 'vitest';
import { declineMessage } from '../../../../src/features/payment/declineMessage';

const GENERAL_DECLINE = 'Tu banco rechazó el pago. Comunícate con tu banco o usa otra tarjeta.';

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

  it.each([
    ['incorrect_cvc', 'El código de seguridad (CVC) es incorrecto. Revísalo e inténtalo de nuevo.'],
    ['invalid_cvc', 'El código de seguridad (CVC) es incorrecto. Revísalo e inténtalo de nuevo.'],
    ['incorrect_number', 'El número de tarjeta es incorrecto. Revísalo e inténtalo de nuevo.'],
    ['invalid_number', 'El número de tarjeta es incorrecto. Revísalo e inténtalo de nuevo.'],
    [
      'invalid_expiry_month',
      'La fecha de vencimiento es incorrecta. Revísala e inténtalo de nuevo.',
    ],
    [
      'invalid_expiry_year',
      'La fecha de vencimiento es incorrecta. Revísala e inténtalo de nuevo.',
    ],
    [
      'processing_error',
      'Hubo un error al procesar tu tarjeta. Inténtalo de nuevo en unos minutos.',
    ],
    [
      'card_velocity_exceeded',
      'Alcanzaste el límite de tu tarjeta. Usa otra tarjeta o comunícate con tu banco.',
    ],
    [
      'withdrawal_count_limit_exceeded',
      'Alcanzaste el límite de tu tarjeta. Usa otra tarjeta o comunícate con tu banco.',
    ],
    [
      'authentication_required',
      'Tu banco pide confirmar la compra y no se pudo verificar. Inténtalo de nuevo.',
    ],
    [
      'payment_intent_authentication_failure',
      'No se pudo verificar la compra con tu banco (3-D Secure). Inténtalo de nuevo.',
    ],
    ['currency_not_supported', 'Tu tarjeta no acepta pagos en pesos mexicanos. Usa otra tarjeta.'],
    ['card_not_supported', 'Tu tarjeta no acepta este tipo de compra. Usa otra tarjeta.'],
  ])('says %s in the catalogue’s words', (code, message) => {
    expect(declineMessage({ code })).toBe(message);
  });

  it('gives lost, stolen and unknown declines the general message', () => {
    for (const decline_code of ['lost_card', 'stolen_card', 'generic_decline', 'fraudulent']) {
      expect(declineMessage({ code: 'card_declined', decline_code })).toBe(GENERAL_DECLINE);
    }
    expect(declineMessage({})).toBe(GENERAL_DECLINE);
    expect(declineMessage({ code: 'toString' })).toBe(GENERAL_DECLINE);
  });
});
