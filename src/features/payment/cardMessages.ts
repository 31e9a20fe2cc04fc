// The card form's Spanish words for the domain's codes (src/domain/membership/paymentCard.ts): each
// field's message under it, and the toast of a refused payment, which names the field to fix.
import type { CardField, CardProblem } from '../../domain/membership/paymentCard';

export const cardProblemMessages: Readonly<Record<CardProblem, string>> = {
  holderRequired: 'Escribe el nombre del titular, como aparece en la tarjeta.',
  numberRequired: 'Escribe el número de tu tarjeta.',
  numberLength: 'El número de tarjeta tiene de 12 a 19 dígitos.',
  numberLuhn: 'El número de tarjeta no es válido. Revisa que esté bien escrito.',
  expiryRequired: 'Escribe la fecha de vencimiento.',
  expiryMalformed: 'Escribe la fecha de vencimiento como MM/AA.',
  expiryPast: 'La tarjeta está vencida. Revisa la fecha de vencimiento o usa otra tarjeta.',
  cvcRequired: 'Escribe el CVC.',
  cvcInvalid: 'El CVC tiene 3 o 4 dígitos.',
};

/** The toast's title when a filled field is wrong: it names the field. */
export const cardFieldToastTitles: Readonly<Record<CardField, string>> = {
  holder: 'Revisa el nombre del titular',
  number: 'Revisa el número de tarjeta',
  expiry: 'Revisa la fecha de vencimiento',
  cvc: 'Revisa el CVC',
};
