// The agenda's JSON export (spec §2): the medicines and appointments in the spec's entity shapes. Each
// medicine's `taken` is as of the export day, with the day it refers to beside it.
import type { Appointment } from '../../content/types/storage/appointment';
import type { Medicine } from '../../content/types/storage/medicine';
import { asOfDay } from './medicineTaken';
import { localDay } from '../format/zonedTime';

export interface AgendaExport {
  readonly medicines: readonly Medicine[];
  readonly appointments: readonly Appointment[];
  /** When the file was made (ISO 8601). */
  readonly exportedAt: string;
}

export function agendaExport(
  medicines: readonly Medicine[],
  appointments: readonly Appointment[],
  now: number,
  timeZone: string,
): AgendaExport {
  const today = localDay(now, timeZone);
  return {
    medicines: medicines.map((medicine) => asOfDay(medicine, today)),
    appointments,
    exportedAt: new Date(now).toISOString(),
  };
}

/** 'vita365-agenda-2026-03-10.json' / '.ics': dated in the member's zone, safe on every phone. */
export function agendaFileName(extension: 'json' | 'ics', now: number, timeZone: string): string {
  return `vita365-agenda-${localDay(now, timeZone)}.${extension}`;
}
