// Dates in Spanish long form ('15 de abril de 2026'), or 'N/A' when there is no usable date.

export const NO_DATE = 'N/A';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ('2026-04-15') is shown as that day everywhere; a timestamp is shown as the day it
 * is in the member's time zone (`timeZone` is for tests).
 */
export function formatLongDate(value: unknown, timeZone?: string): string {
  if (typeof value !== 'string' || value.trim() === '') return NO_DATE;
  const dateOnly = DATE_ONLY.exec(value.trim());
  const instant = dateOnly
    ? Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : Date.parse(value);
  if (Number.isNaN(instant)) return NO_DATE;
  const zone = dateOnly ? 'UTC' : timeZone;
  return new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'long',
    ...(zone ? { timeZone: zone } : {}),
  }).format(instant);
}
