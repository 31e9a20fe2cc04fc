// One entry of the check-in history as the screens use it: its moment and what it was, read from the
// spec's loose Measurement shape (numbers may be stored as text, the moment as `date` or
// `created_at`). An entry that cannot be placed in time or says nothing is not readable.
import { classifyBloodPressure, parsePressure, type BloodPressureRisk } from './bloodPressure';
import type {
  Measurement,
  MeasurementVitals,
  OtherMeasurement,
} from '../content/types/storage/measurement';
import { localTime } from './format';

interface EntryBase {
  readonly id: string;
  readonly at: Date;
  /** HH:MM as saved, or taken from the moment. */
  readonly time: string;
}

export interface Classification {
  readonly risk: BloodPressureRisk;
  readonly label: string;
}

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

function base(measurement: Measurement): EntryBase | undefined {
  const moment = measurement.created_at ?? ('date' in measurement ? measurement.date : undefined);
  if (typeof moment !== 'string') return undefined;
  const at = new Date(moment);
  if (Number.isNaN(at.getTime())) return undefined;
  const time =
    typeof measurement.time === 'string' && /^\d{1,2}:\d{2}/.test(measurement.time)
      ? measurement.time.slice(0, 5).padStart(5, '0')
      : localTime(at);
  return { id: String(measurement.id), at, time };
}

function withValue<K extends string>(
  key: K,
  value: number | undefined,
): Partial<Record<K, number>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}

function vitalsEntry(entryBase: EntryBase, measurement: OtherMeasurement): VitalsEntry | undefined {
  const vitals: MeasurementVitals = measurement.vitals ?? {};
  const pressure = typeof vitals.pressure === 'string' ? parsePressure(vitals.pressure) : undefined;
  const heartRate = storedNumber(vitals.heartRate);
  const values = {
    ...withValue('systolic', pressure?.systolic),
    ...withValue('diastolic', pressure?.diastolic),
    ...withValue('heartRate', heartRate),
    ...withValue('spo2', storedNumber(vitals.spo2)),
    ...withValue('temperature', storedNumber(vitals.temperature)),
    ...withValue('weight', storedNumber(vitals.weight)),
  };
  if (Object.keys(values).length === 0) return undefined;
  const stored = measurement.triage;
  const classification: Classification | undefined = stored
    ? { risk: stored.risk, label: stored.label }
    : pressure && heartRate !== undefined
      ? classifyBloodPressure({ ...pressure, heartRate })
      : undefined;
  return {
    ...entryBase,
    kind: 'vitals',
    ...values,
    ...(classification
      ? { classification: { risk: classification.risk, label: classification.label } }
      : {}),
  };
}

/** The entry as the history shows it, or undefined when it cannot be shown. */
export function historyEntry(measurement: Measurement): HistoryEntry | undefined {
  const entryBase = base(measurement);
  if (!entryBase) return undefined;
  if (measurement.type === 'triage') {
    return {
      ...entryBase,
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
    return {
      ...entryBase,
      kind: 'weight',
      weight,
      ...withValue('bmi', storedNumber(measurement.vitals?.bmi)),
    };
  }
  const score = storedNumber(measurement.score_sueno);
  if (score === undefined) return undefined;
  return {
    ...entryBase,
    kind: 'sleep',
    score,
    ...withValue('minutes', storedNumber(measurement.duracion_monitorizada)),
  };
}
