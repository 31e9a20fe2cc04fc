// The words around the numbers of a price, shared by the payment page and the receipt.
import { tPlural } from '../../content/messages';

/** '15 %' with a no-break space, so a narrow screen never leaves the sign alone on the next line. */
export function percentText(percent: number): string {
  return `${percent}\u00a0%`;
}

/** '1 miembro', '4 miembros' (content/messages/payment.json). */
export const membersText = (members: number): string => tPlural('payment.members', members);

/** '1 mes', '12 meses' (content/messages/payment.json). */
export const monthsText = (months: number): string => tPlural('payment.months', months);
