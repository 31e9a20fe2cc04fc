/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita-measurements` (spec §3 Measurement), kept as a bare array. Triage results are checked field by field; vitals, weight and sleep entries are accepted loosely so that what older versions wrote keeps loading. An entry that fails this schema is skipped when the history is shown, and kept in storage.
 */
export type Measurement = TriageMeasurement | OtherMeasurement;
/**
 * `vita365_completed` (spec §3 Completed): the ids of the wellness items the member marked as done, as a bare array. The app keeps them unique; a repeated id in older data is read as one.
 */
export type CompletedItems = string[];

/**
 * The member's data file ('Descargar mis datos', vita365-datos-<fecha>.json), read back by 'Restaurar mis datos'. Each slice is kept under its storage key in the shape it has in the browser, and is checked here against that key's own storage schema. Format version 1.
 */
export interface BackupFile {
  format: 'vita365-datos';
  /**
   * The version of this format; a reader refuses a version it does not know.
   */
  version: 1;
  /**
   * When the file was written, as Date.prototype.toISOString writes it.
   */
  exportedAt: string;
  member: BackupMember;
  data: BackupData;
}
/**
 * Whose data it is, to tell the member when a file comes from another account.
 */
export interface BackupMember {
  email: string;
  cardId: string | null;
}
/**
 * Every slice under its storage key; a slice the member never used may be absent.
 */
export interface BackupData {
  /**
   * Version 2 of the slice: the spec's Medicine with `takenOn`.
   */
  vita365_medicines?: Medicine[];
  vita365_appointments?: Appointment[];
  'vita-measurements'?: Measurement[];
  'vita-sleep-history'?: SleepSummary[];
  'vita-triage_events'?: TriageEvent[];
  vita365_coverage?: CoverageUsage;
  vita365_favorites?: Favorite[];
  vita365_completed?: CompletedItems;
  vita365_checked_items?: CheckedItems;
  vita365_body_profile?: BodyProfile;
}
/**
 * One entry of `vita365_medicines` (spec §3 Medicine), kept as a bare array. `taken` means taken today: `takenOn` beside it holds the local day (YYYY-MM-DD) the tick refers to, so a tick from yesterday reads as not taken. Version 2 of the slice; version 1 is the spec's shape without `takenOn`.
 */
export interface Medicine {
  id: string;
  name: string;
  dose: string;
  /**
   * Local time of day of the dose, HH:MM (24 h).
   */
  time: string;
  taken: boolean;
  /**
   * The member's local day the `taken` tick refers to; present whenever `taken` is true.
   */
  takenOn?: string;
}
/**
 * One entry of `vita365_appointments` (spec §3 Appointment), kept as a bare array.
 */
export interface Appointment {
  id: string;
  title: string;
  /**
   * ISO 8601. This app writes an instant (`toISOString`, ending in Z); a value without an offset, as a datetime-local input gives it, is a wall-clock time in the member's time zone.
   */
  datetime: string;
  /**
   * Optional; absent when the member left it blank.
   */
  location?: string;
  notes: string;
}
/**
 * A saved alerts-test result.
 */
export interface TriageMeasurement {
  id: string;
  /**
   * An ISO 8601 date-time as Date.prototype.toISOString writes it.
   */
  created_at: string;
  /**
   * Local time of day when it was saved, HH:MM.
   */
  time: string;
  type: 'triage';
  source: 'manual';
  triage: TriageSummary;
  test_id: string;
  level: 'A' | 'B' | 'C' | 'D';
}
/**
 * A risk with its words: a triage result's level, or a vitals reading's blood pressure classification.
 */
export interface TriageSummary {
  /**
   * Low 'Normal', medium 'Precaución', high 'Alerta' (spec §4). Triage levels: A and B high, C medium, D low.
   */
  risk: 'high' | 'medium' | 'low';
  /**
   * In Spanish: a triage level's label ('Urgencias hoy') or a classification ('Crisis Hipertensiva').
   */
  label: string;
  /**
   * Why, in the Spanish words the result card showed.
   */
  reasons: string[];
}
/**
 * A vitals, weight or sleep entry. Only its kind and id are required, so that entries written by older versions keep loading; what this app writes also has created_at, time and, for a vitals entry with a blood pressure, its classification in `triage`.
 */
export interface OtherMeasurement {
  id: string | number;
  date?: string;
  created_at?: string;
  time?: string;
  type: 'vitals' | 'weight' | 'sleep';
  source?: string;
  vitals?: MeasurementVitals;
  score_sueno?: number;
  /**
   * Sleep entries: whole minutes monitored.
   */
  duracion_monitorizada?: number;
  triage?: TriageSummary;
  [k: string]: unknown | undefined;
}
export interface MeasurementVitals {
  /**
   * 'sys/dia', e.g. '120/80'.
   */
  pressure?: string;
  heartRate?: number | string | null;
  spo2?: number | string | null;
  temperature?: number | string | null;
  weight?: number | string | null;
  bmi?: number | string | null;
  [k: string]: unknown | undefined;
}
/**
 * One entry of `vita-sleep-history` (spec §3 Sleep summary), kept as a bare array: a monitored session the member chose to keep. The values are simulated (spec §9).
 */
export interface SleepSummary {
  id: string | number;
  /**
   * When the session ended, as an ISO 8601 date-time.
   */
  date: string;
  /**
   * Whole minutes monitored.
   */
  duracion_monitorizada: number;
  /**
   * Share of the session with snoring, in percent.
   */
  '%_ronquido': number;
  /**
   * Times speech was heard.
   */
  eventos_voz: number;
  /**
   * Noise peaks.
   */
  picos_ruido: number;
  score_sueno: number;
  [k: string]: unknown | undefined;
}
/**
 * One entry of `vita-triage_events` (spec §3 Triage event), kept as a bare array: a saved alerts-test result with the answers that led to it.
 */
export interface TriageEvent {
  id: string;
  user_id: string;
  test_id: string;
  answers: TriageEventAnswers;
  level: 'A' | 'B' | 'C' | 'D';
  /**
   * The id of the rule that decided, or 'default'.
   *
   * @minItems 1
   */
  rationale: [string, ...string[]];
  advice: string;
  /**
   * An ISO 8601 date-time as Date.prototype.toISOString writes it.
   */
  created_at: string;
}
/**
 * The answer object of the triage contract: field id to yes/no, number or option id; blank fields are absent.
 */
export interface TriageEventAnswers {
  [k: string]: (boolean | number | string) | undefined;
}
/**
 * `vita365_coverage` (spec §3 Usage counter): a bare map from coverage service id to the number of uses the member registered. Ids the catalogue no longer has are kept. Counts written loosely by older versions (text, fractions, negatives) are repaired on load rather than reset (src/domain/coverage.ts repairCoverageUsage).
 */
export interface CoverageUsage {
  [k: string]: number | undefined;
}
/**
 * One entry of `vita365_favorites` (spec §3 Favorite), kept as a bare array: a wellness item or nutrition guide the member saved. The slug identifies it (favourites are deduplicated by slug); the rest is a copy taken when it was saved, so the list still reads well if the content changes. Unknown fields written by earlier versions are accepted and kept.
 */
export interface Favorite {
  /**
   * The item's content id.
   */
  id?: string | number;
  /**
   * The id of the item's category in content/wellness/categories.json ('breathing', 'nutrition', …).
   */
  category?: string;
  title: string;
  summary?: string;
  duration?: string;
  slug: string;
}
/**
 * `vita365_checked_items` (spec §3 Checked items): for each key (a nutrition guide's slug) the ids of the items the member ticked, as a bare object.
 */
export interface CheckedItems {
  [k: string]: string[] | undefined;
}
/**
 * What the weight screen remembers for next time (spec §3: user height and last BMI are stored locally, keys not shown). Kept under `vita365_body_profile`.
 */
export interface BodyProfile {
  /**
   * The member's height in centimetres.
   */
  heightCm?: number;
  lastBmi?: LastBmi;
  [k: string]: unknown | undefined;
}
/**
 * The body mass index of the last weight saved.
 */
export interface LastBmi {
  bmi: number;
  weightKg?: number;
  /**
   * When it was saved, ISO 8601.
   */
  date: string;
  [k: string]: unknown | undefined;
}
