// The words around the numbers of a price, shared by the payment page and the receipt.

/** '15 %' with a no-break space, so a narrow screen never leaves the sign alone on the next line. */
export function percentText(percent: number): string {
  return `${percent}\u00a0%`;
}

export const membersText = (members: number): string =>
  members === 1 ? '1 miembro' : `${members} miembros`;

export const monthsText = (months: number): string => (months === 1 ? '1 mes' : `${months} meses`);
