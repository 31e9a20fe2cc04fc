import { describe, expect, it } from 'vitest';
import { cardFields, type CardProblem } from '../../../../src/domain/membership/paymentCard';
import {
  cardFieldToastTitle,
  cardProblemMessage,
} from '../../../../src/features/payment/cardMessages';

const problems: readonly CardProblem[] = [
  'holderRequired',
  'numberRequired',
  'numberLength',
  'numberLuhn',
  'expiryRequired',
  'expiryMalformed',
  'expiryPast',
  'cvcRequired',
  'cvcInvalid',
];

describe('the card form’s words (content/forms/checkout.json)', () => {
  it('has a Spanish message for every problem the domain reports', () => {
    for (const problem of problems) expect(cardProblemMessage(problem)).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    expect(cardProblemMessage('expiryPast')).toBe(
      'La tarjeta está vencida. Revisa la fecha de vencimiento o usa otra tarjeta.',
    );
  });

  it('names every field in a toast title', () => {
    for (const field of cardFields) expect(cardFieldToastTitle(field)).toMatch(/^Revisa /);
    expect(cardFieldToastTitle('number')).toBe('Revisa el número de tarjeta');
  });
});
