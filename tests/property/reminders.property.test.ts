import fc from 'fast-check';
import { appointmentAlarms } from '../../src/domain/agenda/appointmentAlarms';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../src/content/types/storage/appointment';
import type { Medicine } from '../../src/content/types/storage/medicine';
import { withTaken } from '../../src/domain/agenda/medicineTaken';
import {
  APPOINTMENT_REMINDER_LEAD_MS,
  dueReminders,
  stillRemembered,
  type Reminder,
} from '../../src/domain/agenda/reminders';
import { formatTimeOfDay, localDay, zonedParts } from '../../src/domain/format/zonedTime';

const HOUR_MS = 60 * 60 * 1000;
const START = Date.parse('2026-03-01T00:00:00Z');
// March 2026, which holds Tijuana's and Madrid's spring clock changes (8 and 29 March).
const SPAN = 30 * 24 * HOUR_MS;

const timeZone = fc.constantFrom(
  'America/Mexico_City',
  'America/Tijuana',
  'Europe/Madrid',
  'Asia/Kolkata',
);
const instant = fc.integer({ min: START, max: START + SPAN });
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => formatTimeOfDay({ hour, minute }));
const day = instant.map((at) => localDay(at, 'UTC'));

const medicineArb = (id: string): fc.Arbitrary<Medicine> =>
  fc
    .record({ name: fc.string({ minLength: 1 }), time: hhmm, takenOn: fc.option(day) })
    .map(({ name, time, takenOn }) =>
      takenOn === null
        ? { id, name, dose: '1', time, taken: false }
        : { id, name, dose: '1', time, taken: true, takenOn },
    );

const appointmentArb = (id: string): fc.Arbitrary<Appointment> =>
  fc.record({ at: instant, local: fc.boolean() }).map(({ at, local }) => ({
    id,
    title: 'Cita',
    // Some as written by this app (an instant), some as older data may hold them (wall clock).
    datetime: local
      ? new Date(at).toISOString().slice(0, 16)
      : new Date(Math.floor(at / 60_000) * 60_000).toISOString(),
    notes: '',
  }));

const lists = fc.record({
  medicines: fc
    .uniqueArray(fc.constantFrom('m1', 'm2', 'm3', 'm4'), { maxLength: 4 })
    .chain((ids) => fc.tuple(...ids.map(medicineArb))),
  appointments: fc
    .uniqueArray(fc.constantFrom('a1', 'a2', 'a3'), { maxLength: 3 })
    .chain((ids) => fc.tuple(...ids.map(appointmentArb))),
});

const itemIdOf = (reminder: Reminder): string =>
  reminder.kind === 'medicine' ? reminder.medicine.id : reminder.appointment.id;

describe('reminder properties', () => {
  it('nothing fires twice over any run of checks, with shown reminders remembered as the runner does', () => {
    fc.assert(
      fc.property(
        lists,
        timeZone,
        fc.array(fc.integer({ min: 0, max: 30 * HOUR_MS }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 40 }),
        ({ medicines, appointments }, zone, gaps, ticks) => {
          let current = medicines;
          let now = START;
          let remembered = new Map<string, number>();
          const shown: string[] = [];
          gaps.forEach((gap, step) => {
            now += gap;
            // Between checks the member sometimes ticks or unticks a medicine.
            const tick = ticks[step];
            if (tick !== undefined && current.length > 0) {
              const index = tick % current.length;
              current = current.map((medicine, i) =>
                i === index ? withTaken(medicine, !medicine.taken, localDay(now, zone)) : medicine,
              );
            }
            remembered = new Map([...remembered].filter(([, at]) => stillRemembered(at, now)));
            const due = dueReminders({
              medicines: current,
              appointments,
              now,
              timeZone: zone,
              fired: new Set(remembered.keys()),
            });
            for (const reminder of due) {
              shown.push(reminder.id);
              remembered.set(reminder.id, now);
            }
          });
          expect(new Set(shown).size).toBe(shown.length);
        },
      ),
    );
  });

  it('a medicine ticked as taken today never fires', () => {
    fc.assert(
      fc.property(lists, timeZone, instant, ({ medicines, appointments }, zone, now) => {
        const today = localDay(now, zone);
        const taken = medicines.map((medicine) => withTaken(medicine, true, today));
        const due = dueReminders({
          medicines: taken,
          appointments,
          now,
          timeZone: zone,
          fired: new Set(),
        });
        expect(due.filter((reminder) => reminder.kind === 'medicine')).toEqual([]);
      }),
    );
  });

  it('a deleted item never fires, and deleting it leaves the other reminders as they were', () => {
    fc.assert(
      fc.property(lists, timeZone, instant, fc.nat(), (all, zone, now, pick) => {
        const ids = [...all.medicines, ...all.appointments].map((item) => item.id);
        fc.pre(ids.length > 0);
        const deleted = ids[pick % ids.length]!;
        const check = { now, timeZone: zone, fired: new Set<string>() };
        const before = dueReminders({ ...all, ...check });
        const after = dueReminders({
          medicines: all.medicines.filter((item) => item.id !== deleted),
          appointments: all.appointments.filter((item) => item.id !== deleted),
          ...check,
        });
        expect(after.map(itemIdOf)).not.toContain(deleted);
        expect(after).toEqual(before.filter((reminder) => itemIdOf(reminder) !== deleted));
      }),
    );
  });

  it('nothing fires before its moment: a medicine at its time today, an appointment at one of its alarms (4 hours ahead, or out of the night)', () => {
    fc.assert(
      fc.property(lists, timeZone, instant, ({ medicines, appointments }, zone, now) => {
        for (const reminder of dueReminders({
          medicines,
          appointments,
          now,
          timeZone: zone,
          fired: new Set(),
        })) {
          expect(reminder.at).toBeLessThanOrEqual(now);
          if (reminder.kind === 'medicine') {
            expect(localDay(reminder.at, zone)).toBe(localDay(now, zone));
            // A time skipped by a clock change rings just after the jump, never before its time.
            const rang = formatTimeOfDay(zonedParts(reminder.at, zone));
            expect(rang >= reminder.medicine.time).toBe(true);
          } else {
            const alarm = appointmentAlarms(reminder.startsAt, zone).find(
              (entry) => entry.at === reminder.at,
            );
            expect(alarm?.kind).toBe(reminder.alarm);
            if (reminder.alarm === 'lead') {
              expect(reminder.startsAt - reminder.at).toBe(APPOINTMENT_REMINDER_LEAD_MS);
            }
            expect(now).toBeLessThan(reminder.startsAt);
          }
        }
      }),
    );
  });
});
