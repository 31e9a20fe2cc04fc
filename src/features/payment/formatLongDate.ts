// Spanish long dates (spec §9: dates shown in Spanish, es-ES): '31 de enero de 2027'.
const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The long date of an ISO timestamp, or null when the text is not a date. */
export function formatLongDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
