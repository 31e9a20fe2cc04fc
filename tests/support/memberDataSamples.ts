// One valid entry per member table, in the shapes the browser keeps (spec §3), for the tests of the
// migrations, the PostgREST test server and the sync engine.
import type { MemberTable } from './memberDatabase';

export interface SampleRow {
  readonly id: string;
  readonly entry: unknown;
}

export const sampleRows: Readonly<Record<MemberTable, SampleRow>> = {
  medicines: {
    id: 'med-1',
    entry: { id: 'med-1', name: 'Losartán', dose: '50 mg', time: '08:00', taken: false },
  },
  appointments: {
    id: 'cita-1',
    entry: {
      id: 'cita-1',
      title: 'Cardiología',
      datetime: '2026-12-01T16:30:00.000Z',
      location: 'Clínica Norte',
      notes: 'Llevar estudios',
    },
  },
  measurements: {
    id: '1763900000000',
    entry: {
      id: 1763900000000,
      date: '2026-11-23',
      time: '09:15',
      type: 'vitals',
      source: 'manual',
      vitals: { pressure: '120/80', heartRate: 72, spo2: 97 },
    },
  },
  sleep_summaries: {
    id: 'sueno-1',
    entry: {
      id: 'sueno-1',
      date: '2026-11-23T06:00:00.000Z',
      duracion_monitorizada: 412,
      '%_ronquido': 12,
      eventos_voz: 3,
      picos_ruido: 5,
      score_sueno: 81,
    },
  },
  triage_events: {
    id: 'triage-1',
    entry: {
      id: 'triage-1',
      user_id: 'local',
      test_id: 'fever_sepsis',
      answers: { temperature: 38.4 },
      level: 'C',
      rationale: ['c_fever'],
      advice: 'Agenda una consulta en las próximas 24 a 72 horas.',
      created_at: '2026-11-23T10:00:00.000Z',
    },
  },
  coverage_usage: { id: 'medico_domicilio', entry: 1 },
  wellness_favorites: {
    id: 'respiracion-cuadrada',
    entry: {
      id: 'b1',
      category: 'breathing',
      title: 'Respiración cuadrada',
      summary: 'Calma en cuatro tiempos',
      duration: '4 min',
      slug: 'respiracion-cuadrada',
    },
  },
  wellness_completed: { id: 'b1', entry: 'b1' },
  wellness_checked: { id: 'dieta-antiinflamatoria', entry: ['d1-desayuno', 'd2-cena'] },
};
