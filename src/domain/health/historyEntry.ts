// One entry of the check-in history as the screens use it: its moment and what it was, read from the
// spec's loose Measurement shape (numbers may be stored as text, the moment as `date` or
// `created_at`). An entry that cannot be placed in time or says nothing is not readable.
import {
  classifyBloodPressure,
  parsePressure,
  type BloodPressureClassification,
  type BloodPressureRisk,
} from './bloodPressure';
import type {
  Measurement,
  MeasurementVitals,
  OtherMeasurement,
} from '../../content/types/storage/measurement';
import { localTime } from '../format/format';

interface EntryBase {
  readonly id: string;
  readonly at: Date;
  /** HH:MM as saved, or taken from the moment. */
  readonly time: string;
}

/**
 * A reading's classification: as saved with it (its words, spec §3 Measurement's `triage.label`), or,
 * for a reading saved without one, worked out from its values as a code the caller puts in words.
 */
export type Classification =
  { readonly risk: BloodPressureRisk; readonly label: string } | BloodPressureClassification;

export interface VitalsEntry extends EntryBase {
  readonly kind: 'vitals';
  readonly systolic?: number;
  readonly diastolic?: number;
  readonly heartRate?: number;
  readonly spo2?: number;
  readonly temperature?: number;
  readonly weight?: number;
  readonly classification?: Classification;
}

export interface WeightEntry extends EntryBase {
  readonly kind: 'weight';
  readonly weight: number;
  readonly bmi?: number;
}

export interface SleepEntry extends EntryBase {
  readonly kind: 'sleep';
  readonly score: number;
  readonly minutes?: number;
}

export interface TriageEntry extends EntryBase {
  readonly kind: 'triage';
  readonly testId: string;
  readonly level: 'A' | 'B' | 'C' | 'D';
  readonly levelLabel: string;
  /** The result card's "why", as saved. */
  readonly reasons: readonly string[];
}

export type HistoryEntry = VitalsEntry | WeightEntry | SleepEntry | TriageEntry;

/** A stored number, or a number stored as text ('72', '36,8'). */
export function storedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(',', '.');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : undefined;
}

/**
 * A stored entry's moment (`created_at`, else `date`) in milliseconds, looked at without checking
 * the rest of the entry: cheap enough to pick the recent part of years of history first.
 */
export function storedMoment(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as { readonly created_at?: unknown; readonly date?: unknown };
  const moment = record.created_at ?? record.date;
  if (typeof moment !== 'string') return undefined;
  const ms = Date.parse(moment);
  return Number.isNaN(ms) ? undefined : ms;
}

function base(measurement: Measurement): EntryBase | undefined {
  const ms = storedMoment(measurement);
  if (ms === undefined) return undefined;
  const at = new Date(ms);
  const time =
    typeof measurement.time === 'string' && /^\d{1,2}:\d{2}/.test(measurement.time)
      ? measurement.time.slice(0, 5).padStart(5, '0')
      : localTime(at);
  return { id: String(measurement.id), at, time };
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

// Built from literals and plain assignments, never `{ ...base, kind }` followed by added fields: V8
// makes every field added to such a spread object slow. Years of history are thousands of entries
// read on a phone before Mi Chequeo shows them: 6,000 took 48 ms with spreads, 4.6 ms like this
// (Node, unthrottled; issue 31).
function vitalsEntry(entryBase: EntryBase, measurement: OtherMeasurement): VitalsEntry | undefined {
  const vitals: MeasurementVitals = measurement.vitals ?? {};
  const pressure = typeof vitals.pressure === 'string' ? parsePressure(vitals.pressure) : undefined;
  const heartRate = storedNumber(vitals.heartRate);
  const spo2 = storedNumber(vitals.spo2);
  const temperature = storedNumber(vitals.temperature);
  const weight = storedNumber(vitals.weight);
  if (
    pressure === undefined &&
    heartRate === undefined &&
    spo2 === undefined &&
    temperature === undefined &&
    weight === undefined
  ) {
    return undefined;
  }
  // A field without a value is left out, not set to undefined.
  const entry: Writable<VitalsEntry> = {
    id: entryBase.id,
    at: entryBase.at,
    time: entryBase.time,
    kind: 'vitals',
  };
  if (pressure) {
    entry.systolic = pressure.systolic;
    entry.diastolic = pressure.diastolic;
  }
  if (heartRate !== undefined) entry.heartRate = heartRate;
  if (spo2 !== undefined) entry.spo2 = spo2;
  if (temperature !== undefined) entry.temperature = temperature;
  if (weight !== undefined) entry.weight = weight;
  const stored = measurement.triage;
  const classification: Classification | undefined = stored
    ? { risk: stored.risk, label: stored.label }
    : pressure && heartRate !== undefined
      ? classifyBloodPressure({ ...pressure, heartRate })
      : undefined;
  if (classification) {
    entry.classification =
      'label' in classification
        ? { risk: classification.risk, label: classification.label }
        : { risk: classification.risk, finding: classification.finding };
  }
  return entry;
}

/** The entry as the history shows it, or undefined when it cannot be shown. */
export function historyEntry(measurement: Measurement): HistoryEntry | undefined {
  const entryBase = base(measurement);
  if (!entryBase) return undefined;
  if (measurement.type === 'triage') {
    return {
      id: entryBase.id,
      at: entryBase.at,
      time: entryBase.time,
      kind: 'triage',
      testId: measurement.test_id,
      level: measurement.level,
      levelLabel: measurement.triage.label,
      // A copy: the entry may be sent to a worker, and the stored array may be a store's proxy.
      reasons: [...measurement.triage.reasons],
    };
  }
  if (measurement.type === 'vitals') return vitalsEntry(entryBase, measurement);
  if (measurement.type === 'weight') {
    const weight = storedNumber(measurement.vitals?.weight);
    if (weight === undefined) return undefined;
    const entry: Writable<WeightEntry> = {
      id: entryBase.id,
      at: entryBase.at,
      time: entryBase.time,
      kind: 'weight',
      weight,
    };
    const bmi = storedNumber(measurement.vitals?.bmi);
    if (bmi !== undefined) entry.bmi = bmi;
    return entry;
  }
  const score = storedNumber(measurement.score_sueno);
  if (score === undefined) return undefined;
  const entry: Writable<SleepEntry> = {
    id: entryBase.id,
    at: entryBase.at,
    time: entryBase.time,
    kind: 'sleep',
    score,
  };
  const minutes = storedNumber(measurement.duracion_monitorizada);
  if (minutes !== undefined) entry.minutes = minutes;
  return entry;
}
