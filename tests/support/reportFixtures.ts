// A member's check-up data as the report reads it, shared by the report model and PDF tests.
import { ana } from './testMembers';
import type { TriageEntry, VitalsEntry } from '../../src/domain/health/historyEntry';
import type {
  ReportRecord,
  ReportSleepRecord,
  ReportTriageLookup,
  SleepSummary,
  TriageEvent,
} from '../../src/domain/report/reportRecords';
import { reportWords } from '../../src/features/checkup/report/reportWords';

export const MX = 'America/Mexico_City';
/** 23 Nov 2026, 10:30 in Mexico City. */
export const NOW = new Date('2026-11-23T16:30:00Z');

export const member = { name: ana.name, cardId: ana.cardId };

export const crisis: VitalsEntry = {
  kind: 'vitals',
  id: 'v-crisis',
  at: new Date('2026-11-20T15:05:00Z'),
  time: '09:05',
  systolic: 185,
  diastolic: 95,
  heartRate: 80,
  spo2: 97,
  classification: { risk: 'high', label: 'Crisis Hipertensiva' },
};

export const normal: VitalsEntry = {
  kind: 'vitals',
  id: 'v-normal',
  at: new Date('2026-09-01T15:05:00Z'),
  time: '09:05',
  systolic: 118,
  diastolic: 76,
  heartRate: 70,
  classification: { risk: 'low', label: 'Normal' },
};

export const weight: ReportRecord = {
  kind: 'weight',
  id: 'w1',
  at: new Date('2026-11-10T14:15:00Z'),
  time: '08:15',
  weight: 70,
  bmi: 22.9,
};

export const sleep: ReportSleepRecord = {
  kind: 'sleep',
  id: 's1',
  at: new Date('2026-11-21T13:10:00Z'),
  time: '07:10',
  score: 90,
  minutes: 425,
};

export const chestPain: TriageEntry = {
  kind: 'triage',
  id: 't1',
  at: new Date('2026-11-22T15:40:00.000Z'),
  time: '09:40',
  testId: 'chest_pain',
  level: 'B',
  levelLabel: 'Urgencias hoy',
  reasons: ['El dolor dura más de 20 minutos.'],
};

export const records: readonly ReportRecord[] = [crisis, normal, weight, sleep, chestPain];

export const sleepHistory: readonly SleepSummary[] = [
  {
    id: 's1',
    date: '2026-11-21T13:10:00.000Z',
    duracion_monitorizada: 425,
    '%_ronquido': 12,
    eventos_voz: 1,
    picos_ruido: 3,
    score_sueno: 90,
  },
];

export const SAVED_ADVICE =
  'Tu dolor necesita revisión médica hoy mismo. Acude a urgencias acompañado y sin manejar.';

export const triageEvents: readonly TriageEvent[] = [
  {
    id: 'e1',
    user_id: 'u1',
    test_id: 'chest_pain',
    answers: { pain_minutes: 25 },
    level: 'B',
    rationale: ['b_long_pain'],
    advice: SAVED_ADVICE,
    created_at: '2026-11-22T15:40:00.000Z',
  },
];

export const lookup: ReportTriageLookup = {
  testTitle: (testId) => (testId === 'chest_pain' ? 'Dolor de pecho' : undefined),
  advice: (testId, level) => `Consejo actual de ${testId} para el nivel ${level}.`,
};

export const sources = {
  member,
  records,
  sleepHistory,
  triageEvents,
  lookup,
  now: NOW,
  timeZone: MX,
  /** The catalogue's words (content/messages/report.json), as the PDF worker fills them. */
  words: reportWords(),
};
