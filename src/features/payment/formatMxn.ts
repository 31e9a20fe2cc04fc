// Money and dates as a Mexican member reads them (spec §9: MXN through Intl, dates in Spanish).
const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** 568344 → '$5,683.44 MXN'. The code is spelled out: '$' alone is also the dollar sign. */
export function formatMxn(cents: number): string {
  return `${mxn.format(cents / 100)} MXN`;
}

/** A stored amount in pesos (paymentDetails.totalAmount) as cents, without float crumbs. */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}
