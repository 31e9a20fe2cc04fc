// Reading agenda data written before this version (or by the earlier app) into today's shapes, so a
// member's list is repaired rather than reset. Rules, each documented in the README:
// - numeric ids (timestamps) become strings; fields outside the spec's entity are dropped;
// - a medicine time written as '8:00' or '08:00:00' becomes '08:00';
// - a medicine ticked as taken without the day it refers to reads as taken on the day this version
//   first reads it (`today`), so nothing changes under the member on the day of the update;
// - an appointment without notes gets empty notes, a blank location is dropped, and a date-time
//   written with a space ('2026-03-10 10:30') gets its 'T'.
// Anything else that does not fit (a medicine without a name, say) is left for validation to refuse.
export type Entry = Record<string, unknown>;

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function idOf(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

function timeOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

function medicineOf(entry: Entry, today: string): Entry {
  const taken = entry.taken === true;
  const medicine: Entry = {
    id: idOf(entry.id),
    name: entry.name,
    dose: entry.dose,
    time: timeOf(entry.time),
    taken,
  };
  if (taken) {
    medicine.takenOn =
      typeof entry.takenOn === 'string' && DAY_PATTERN.test(entry.takenOn) ? entry.takenOn : today;
  }
  return medicine;
}

function appointmentOf(entry: Entry): Entry {
  const appointment: Entry = {
    id: idOf(entry.id),
    title: entry.title,
    datetime:
      typeof entry.datetime === 'string'
        ? entry.datetime.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')
        : entry.datetime,
    notes: entry.notes === undefined || entry.notes === null ? '' : entry.notes,
  };
  const location = entry.location;
  const blank = location === undefined || location === null || String(location).trim() === '';
  if (!blank) appointment.location = location;
  return appointment;
}

/** Older medicines in today's shape, still to be validated; undefined when it is not a list. */
export function medicinesFromLegacy(value: unknown, today: string): Entry[] | undefined {
  if (!Array.isArray(value) || !value.every(isEntry)) return undefined;
  return value.map((entry) => medicineOf(entry, today));
}

/** Older appointments in today's shape, still to be validated; undefined when it is not a list. */
export function appointmentsFromLegacy(value: unknown): Entry[] | undefined {
  if (!Array.isArray(value) || !value.every(isEntry)) return undefined;
  return value.map(appointmentOf);
}
