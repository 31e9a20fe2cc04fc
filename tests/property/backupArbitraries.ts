// Member data as the screens store it, for the data-file properties: every value passes its storage
// schema, and ids come from small pools so that a phone and a file often share some.
import fc from 'fast-check';
import type { SliceValues } from '../../src/domain/backup/backup';

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const text = fc.string({ minLength: 1, maxLength: 6 });
const instant = fc
  .integer({ min: 0, max: 3 })
  .map((day) => new Date(Date.UTC(2026, 2, 1 + day, 15)).toISOString());

const medicine = fc
  .record({
    id,
    name: text,
    dose: text,
    time: fc.constantFrom('08:00', '14:30', '23:59'),
    takenOn: fc.option(fc.constantFrom('2026-03-09', '2026-03-10')),
  })
  .map(({ takenOn, ...rest }) =>
    takenOn === null ? { ...rest, taken: false } : { ...rest, taken: true, takenOn },
  );

const appointment = fc.record(
  { id, title: text, datetime: instant, location: text, notes: fc.string({ maxLength: 6 }) },
  { requiredKeys: ['id', 'title', 'datetime', 'notes'] },
);

const measurement = fc.oneof(
  fc.record({
    id,
    created_at: instant,
    time: fc.constantFrom('09:15', '21:40'),
    type: fc.constant('vitals'),
    source: fc.constant('manual'),
    vitals: fc.record({ pressure: fc.constantFrom('120/80', '185/95'), heartRate: fc.nat(200) }),
  }),
  fc.record({
    id,
    date: instant,
    type: fc.constant('weight'),
    vitals: fc.record({ weight: fc.nat(150) }),
  }),
);

const sleepSummary = fc.record({
  id,
  date: instant,
  duracion_monitorizada: fc.nat(600),
  '%_ronquido': fc.nat(100),
  eventos_voz: fc.nat(9),
  picos_ruido: fc.nat(9),
  score_sueno: fc.nat(100),
});

const triageEvent = fc.record({
  id,
  user_id: fc.constant('7c1e3a52'),
  test_id: fc.constantFrom('chest_pain', 'fever'),
  answers: fc.dictionary(fc.constantFrom('q1', 'q2'), fc.oneof(fc.boolean(), fc.nat(40))),
  level: fc.constantFrom('A', 'B', 'C', 'D'),
  rationale: fc.constant(['default']),
  advice: fc.string({ maxLength: 6 }),
  created_at: instant,
});

const favorite = fc.record({
  id: text,
  category: fc.constantFrom('breathing', 'nutrition'),
  title: text,
  summary: fc.string({ maxLength: 6 }),
  duration: fc.constant('3 min'),
  slug: fc.constantFrom('respiracion-4-7-8', 'te-de-manzanilla', 'caminar'),
});

const byId = (entry: { id: string }) => entry.id;

/** Every backed-up slice, each present or not, as the phone or a file may hold them. */
export const memberData: fc.Arbitrary<SliceValues> = fc.record(
  {
    vita365_medicines: fc.uniqueArray(medicine, { selector: byId, maxLength: 4 }),
    vita365_appointments: fc.uniqueArray(appointment, { selector: byId, maxLength: 3 }),
    'vita-measurements': fc.uniqueArray(measurement, { selector: byId, maxLength: 4 }),
    'vita-sleep-history': fc.uniqueArray(sleepSummary, { selector: byId, maxLength: 3 }),
    'vita-triage_events': fc.uniqueArray(triageEvent, { selector: byId, maxLength: 3 }),
    vita365_coverage: fc.dictionary(fc.constantFrom('plomero', 'medico_domicilio'), fc.nat(3)),
    vita365_favorites: fc.uniqueArray(favorite, { selector: (f) => f.slug, maxLength: 3 }),
    vita365_completed: fc.uniqueArray(id, { maxLength: 3 }),
    vita365_checked_items: fc.dictionary(
      fc.constantFrom('guia-1', 'guia-2'),
      fc.uniqueArray(id, { maxLength: 3 }),
    ),
    vita365_body_profile: fc.record(
      {
        heightCm: fc.integer({ min: 120, max: 200 }),
        lastBmi: fc.record({ bmi: fc.integer({ min: 15, max: 40 }), date: instant }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

/** The same data with one entry (or count, id, height) made invalid for its schema. */
export function corruptOne(values: SliceValues, pick: number): SliceValues | undefined {
  const spots: (() => SliceValues)[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const damage = (entry: unknown): unknown =>
        typeof entry === 'string' ? 5 : { ...(entry as object), id: null };
      for (let index = 0; index < value.length; index += 1)
        spots.push(() => ({
          ...values,
          [key]: value.map((entry: unknown, at) => (at === index ? damage(entry) : entry)),
        }));
    } else if (key === 'vita365_body_profile' && Object.keys(value as object).length > 0) {
      spots.push(() => ({ ...values, [key]: { ...(value as object), heightCm: -1 } }));
    } else {
      for (const name of Object.keys(value as object))
        spots.push(() => ({
          ...values,
          [key]: {
            ...(value as object),
            [name]: key === 'vita365_coverage' ? -1 : ['ok', 7],
          },
        }));
    }
  }
  return spots.length === 0 ? undefined : spots[pick % spots.length]?.();
}
