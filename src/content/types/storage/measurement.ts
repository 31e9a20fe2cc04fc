/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita-measurements` (spec §3 Measurement), kept as a bare array. Triage results are checked field by field; vitals, weight and sleep entries are accepted loosely so that what older versions wrote keeps loading. An entry that fails this schema is skipped when the history is shown, and kept in storage.
 */
export type Measurement = TriageMeasurement | OtherMeasurement;
/**
 * An ISO 8601 date-time as Date.prototype.toISOString writes it.
 */
export type IsoInstant = string;

/**
 * A saved alerts-test result.
 */
export interface TriageMeasurement {
  id: string;
  created_at: IsoInstant;
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
