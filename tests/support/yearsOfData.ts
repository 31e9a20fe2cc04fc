// A demo member's stored data after years of use, for the `bench:data` benchmark and the e2e tests of
// Mi Chequeo with a long history: `count` vitals and weight readings (vitals about daily, weight every
// eighth entry), and in proportion to them sleep nights and alerts-test results (each also a history
// entry, as the app saves them), appointments and medicines. Values vary smoothly with a seeded
// pseudo-random noise, so every run stores the same data and every entry passes its schema.
import type { Appointment } from '../../src/content/types/storage/appointment';
import type { Measurement } from '../../src/content/types/storage/measurement';
import type { Medicine } from '../../src/content/types/storage/medicine';
import type { SleepSummary } from '../../src/content/types/storage/sleep-summary';
import type { TriageEvent } from '../../src/content/types/storage/triage-event';

export interface YearsOfData {
  /** Storage key → value, as the app keeps them. */
  readonly storage: Readonly<Record<string, unknown>>;
  /** The oldest and newest vitals or weight entries (instants). */
  readonly oldest: Date;
  readonly newest: Date;
  readonly counts: Readonly<
    Record<'measurements' | 'sleep' | 'triage' | 'appointments' | 'medicines', number>
  >;
}

const HOUR_MS = 3_600_000;

/** mulberry32: a small seeded generator, so the data is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 'HH:MM' on the Mexico City clock (UTC-6, no daylight saving since 2022). */
function mexicoTime(at: Date): string {
  const local = new Date(at.getTime() - 6 * HOUR_MS);
  return local.toISOString().slice(11, 16);
}

/**
 * `count` vitals and weight entries ending at `now` (one a day up to a year, then spread over five
 * years), with sleep nights and alerts-test results a quarter as many, appointments 15 % and medicines
 * 2 % (at least one of each).
 */
export function yearsOfData(count: number, now: Date): YearsOfData {
  const random = seededRandom(count);
  const spacingMs = count <= 365 ? 24 * HOUR_MS : (1825 * 24 * HOUR_MS) / count;
  const measurements: Measurement[] = [];
  for (let index = 0; index < count; index++) {
    const at = new Date(now.getTime() - (count - 1 - index) * spacingMs - HOUR_MS);
    const wave = Math.sin(index / 40);
    const common = { created_at: at.toISOString(), time: mexicoTime(at), source: 'manual' };
    if (index % 8 === 7) {
      const weight = Math.round((72 + 4 * wave + random() * 1.5) * 10) / 10;
      measurements.push({
        id: `w-${index}`,
        ...common,
        type: 'weight',
        vitals: { weight, bmi: Math.round((weight / 1.7 ** 2) * 10) / 10 },
      });
    } else {
      // Now and then a high reading, the kind of peak a chart must not lose.
      const peak = random() < 0.01 ? 45 : 0;
      const systolic = Math.round(118 + 10 * wave + random() * 8 + peak);
      const diastolic = Math.round(76 + 6 * wave + random() * 5 + peak / 3);
      const high = systolic >= 140;
      measurements.push({
        id: `v-${index}`,
        ...common,
        type: 'vitals',
        vitals: {
          pressure: `${systolic}/${diastolic}`,
          heartRate: Math.round(68 + 6 * wave + random() * 10),
          spo2: Math.round(95 + random() * 4),
        },
        triage: high
          ? { risk: 'high', label: 'Presión alta', reasons: [] }
          : { risk: 'low', label: 'Normal', reasons: [] },
      });
    }
  }

  const nights = Math.max(1, Math.round(count / 4));
  const nightSpacing =
    (now.getTime() -
      (measurements[0] ? Date.parse(String(measurements[0].created_at)) : now.getTime())) /
    nights;
  const sleepHistory: SleepSummary[] = [];
  for (let index = 0; index < nights; index++) {
    const at = new Date(now.getTime() - index * nightSpacing - 2 * HOUR_MS);
    const score = Math.round(55 + random() * 44);
    const minutes = Math.round(330 + random() * 150);
    sleepHistory.push({
      id: `s-${index}`,
      date: at.toISOString(),
      duracion_monitorizada: minutes,
      '%_ronquido': Math.round(random() * 30),
      eventos_voz: Math.round(random() * 4),
      picos_ruido: Math.round(random() * 6),
      score_sueno: score,
    });
    measurements.push({
      id: `sm-${index}`,
      created_at: at.toISOString(),
      time: mexicoTime(at),
      type: 'sleep',
      score_sueno: score,
      duracion_monitorizada: minutes,
    });
  }

  const triageCount = Math.max(1, Math.round(count / 4));
  const triageEvents: TriageEvent[] = [];
  for (let index = 0; index < triageCount; index++) {
    const at = new Date(
      now.getTime() - index * nightSpacing * (nights / triageCount) - 3 * HOUR_MS,
    );
    const urgent = random() < 0.1;
    const level = urgent ? 'B' : 'D';
    triageEvents.push({
      id: `te-${index}`,
      user_id: 'demo',
      test_id: 'dyspnea',
      answers: {},
      level,
      rationale: [urgent ? 'SpO2 92 %' : 'Sin signos de alarma'],
      advice: urgent ? 'Acude hoy a urgencias.' : 'Sigue con tus cuidados en casa.',
      created_at: at.toISOString(),
    });
    measurements.push({
      id: `t-${index}`,
      created_at: at.toISOString(),
      time: mexicoTime(at),
      type: 'triage',
      source: 'manual',
      triage: urgent
        ? { risk: 'high', label: 'Urgencias hoy', reasons: ['SpO2 92 %'] }
        : { risk: 'low', label: 'Cuidados en casa', reasons: [] },
      test_id: 'dyspnea',
      level,
    });
  }

  const appointmentCount = Math.max(1, Math.round(count * 0.15));
  const appointments: Appointment[] = Array.from({ length: appointmentCount }, (_, index) => ({
    id: `a-${index}`,
    title: `Consulta de control ${index + 1}`,
    datetime: new Date(now.getTime() + (30 - index * 6) * 24 * HOUR_MS).toISOString(),
    location: 'Clínica Vita365',
    notes: '',
  }));
  const medicineCount = Math.max(1, Math.min(40, Math.round(count / 50)));
  const medicines: Medicine[] = Array.from({ length: medicineCount }, (_, index) => ({
    id: `m-${index}`,
    name: `Medicina ${index + 1}`,
    dose: '1 tableta',
    time: `${String(6 + (index % 16)).padStart(2, '0')}:00`,
    taken: false,
  }));

  const first = measurements[0];
  return {
    storage: {
      'vita-measurements': measurements,
      'vita-sleep-history': sleepHistory,
      'vita-triage_events': triageEvents,
      vita365_appointments: appointments,
      vita365_medicines: medicines,
      vita365_medicines__version: '2',
    },
    oldest: new Date(first ? String(first.created_at) : now),
    newest: new Date(now.getTime() - HOUR_MS),
    counts: {
      measurements: count,
      sleep: nights,
      triage: triageCount,
      appointments: appointmentCount,
      medicines: medicineCount,
    },
  };
}
