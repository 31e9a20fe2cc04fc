// Dates and times of the agenda as a member in Mexico reads them: long Spanish dates, 24-hour times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function longDateTime(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-MX', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const capitalised = (text: string): string =>
  text.charAt(0).toLocaleUpperCase('es-MX') + text.slice(1);

/** 'Martes, 10 de marzo de 2026, 10:30'. */
export function formatAppointmentDateTime(instant: number, timeZone: string): string {
  return capitalised(longDateTime(timeZone).format(new Date(instant)));
}
