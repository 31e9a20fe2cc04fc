// The member data that 'Mis datos' downloads and restores: for each storage key, the persisted slice
// that keeps it, how a restore merges it (domain/backup.ts) and how the summary names it. Writing
// goes through the slices, so the screens showing the data and the other tabs follow.
import type { BackupSliceRule } from '../domain/backup';
import { appointmentsSlice } from './appointments';
import { bodyProfileSlice } from './bodyProfile';
import { checkedItemsSlice } from './checkedItems';
import { completedSlice } from './completed';
import { coverageUsageSlice } from './coverageUsage';
import { favoritesSlice } from './favorites';
import { isStoredMeasurement, measurementsSlice } from './measurements';
import { MEDICINES_VERSION, medicinesSlice } from './medicines';
import type { PersistedSlice } from './persistedSlice';
import { isSleepSummary, sleepHistorySlice } from './sleepHistory';
import { triageEventsSlice } from './triageEvents';

export interface BackedUpSlice extends BackupSliceRule {
  /** The slice, registered on first use like everywhere else. */
  readonly slice: () => PersistedSlice<unknown>;
  /** The schema version the slice writes beside its key (`<key>__version` when not 1). */
  readonly version: number;
  /** What the slice holds before the member saves anything. */
  readonly empty: () => unknown;
}

const field = (entry: unknown, name: string): unknown =>
  typeof entry === 'object' && entry !== null
    ? (entry as Record<string, unknown>)[name]
    : undefined;

/** Ids are strings or numbers in stored data; '7' and 7 are the same entry, as the sync tables say. */
const byField =
  (name: string) =>
  (entry: unknown): string =>
    String(field(entry, name));

/** Milliseconds of the first date field the entry has; undefined when it has none that parses. */
const dated =
  (...names: readonly string[]) =>
  (entry: unknown): number | undefined => {
    for (const name of names) {
      const value = field(entry, name);
      const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      if (Number.isFinite(time)) return time;
    }
    return undefined;
  };

// Slices are typed by their own entities; the registry handles them as the unknown JSON they store.
const anySlice =
  <T>(slice: () => PersistedSlice<T>) =>
  (): PersistedSlice<unknown> =>
    slice() as unknown as PersistedSlice<unknown>;

const list = () => [];
const map = () => ({});

/** In the order the summary names them. */
export const backedUpSlices: readonly BackedUpSlice[] = [
  {
    key: 'vita365_medicines',
    noun: ['medicina', 'medicinas'],
    // No date says when a medicine was last edited: on a clash the phone's copy stays.
    merge: { kind: 'entries', identity: byField('id') },
    slice: anySlice(medicinesSlice),
    version: MEDICINES_VERSION,
    empty: list,
  },
  {
    key: 'vita365_appointments',
    noun: ['cita', 'citas'],
    merge: { kind: 'entries', identity: byField('id') },
    slice: anySlice(appointmentsSlice),
    version: 1,
    empty: list,
  },
  {
    key: 'vita-measurements',
    noun: ['medición', 'mediciones'],
    merge: { kind: 'entries', identity: byField('id'), recency: dated('created_at', 'date') },
    keepEntry: isStoredMeasurement,
    slice: anySlice(measurementsSlice),
    version: 1,
    empty: list,
  },
  {
    key: 'vita-sleep-history',
    noun: ['registro de sueño', 'registros de sueño'],
    merge: { kind: 'entries', identity: byField('id'), recency: dated('date') },
    keepEntry: isSleepSummary,
    slice: anySlice(sleepHistorySlice),
    version: 1,
    empty: list,
  },
  {
    key: 'vita-triage_events',
    noun: ['resultado del test de alertas', 'resultados del test de alertas'],
    merge: { kind: 'entries', identity: byField('id'), recency: dated('created_at') },
    slice: anySlice(triageEventsSlice),
    version: 1,
    empty: list,
  },
  {
    key: 'vita365_coverage',
    noun: ['servicio usado', 'servicios usados'],
    merge: { kind: 'counts' },
    slice: anySlice(coverageUsageSlice),
    version: 1,
    empty: map,
  },
  {
    key: 'vita365_favorites',
    noun: ['favorito', 'favoritos'],
    // Favourites are told apart by slug (spec §4: saved once per slug).
    merge: { kind: 'entries', identity: byField('slug') },
    slice: anySlice(favoritesSlice),
    version: 1,
    empty: list,
  },
  {
    key: 'vita365_completed',
    noun: ['contenido completado', 'contenidos completados'],
    merge: { kind: 'idSet' },
    slice: anySlice(completedSlice),
    version: 1,
    empty: list,
  },
  {
    key: 'vita365_checked_items',
    noun: ['elemento marcado en las guías', 'elementos marcados en las guías'],
    merge: { kind: 'idSetMap' },
    slice: anySlice(checkedItemsSlice),
    version: 1,
    empty: map,
  },
  {
    key: 'vita365_body_profile',
    noun: ['dato de talla e IMC', 'datos de talla e IMC'],
    merge: { kind: 'value' },
    slice: anySlice(bodyProfileSlice),
    version: 1,
    empty: map,
  },
];
