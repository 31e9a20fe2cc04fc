// The card form's Spanish words for the domain's codes (src/domain/membership/paymentCard.ts), kept
// in content/forms/checkout.json: each field's message under it, and the toast of a refused payment,
// which names the field to fix.
import { checkoutForm, formMessage } from '../../content/forms';
import type { CardField, CardProblem } from '../../domain/membership/paymentCard';

/** The message under the field, e.g. 'expiryPast' → 'La tarjeta está vencida. …'. */
export function cardProblemMessage(problem: CardProblem): string {
  return formMessage(checkoutForm, problem);
}

/** The toast's title when a filled field is wrong: it names the field. */
export function cardFieldToastTitle(field: CardField): string {
  return formMessage(checkoutForm, `${field}ToastTitle`);
}
