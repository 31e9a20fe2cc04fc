/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita-measurements` (spec §3 Measurement), kept as a bare array. Triage results are checked field by field, since this screen writes them; vitals, weight and sleep entries are accepted loosely so that what other screens (or older versions) wrote keeps loading.
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
export interface TriageSummary {
  /**
   * The level on the scale the other measurements use: A and B high, C medium, D low.
   */
  risk: 'high' | 'medium' | 'low';
  /**
   * The level's Spanish label, e.g. 'Urgencias hoy'.
   */
  label: string;
  /**
   * Why, in the Spanish words the result card showed.
   */
  reasons: string[];
}
/**
 * A vitals, weight or sleep entry, written by other screens; only its kind and id are required.
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
