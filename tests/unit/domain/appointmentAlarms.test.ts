import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { agendaCalendar, triggerBefore } from '../../../src/domain/agenda/agendaCalendar';
import { appointmentAlarms, isNightTime } from '../../../src/domain/agenda/appointmentAlarms';
import { dueReminders } from '../../../src/domain/agenda/reminders';
import { appointment, MEXICO, mexicoTime } from '../../support/agendaFixtures';
import { agendaCalendarWords } from '../../../src/features/agenda/agendaCalendarWords';

const alarmsAt = (local: string) =>
  appointmentAlarms(mexicoTime(local), MEXICO).map(({ kind, at }) => [kind, at]);

describe('appointment alarms: 4 hours before, kept out of the night', () => {
  it('rings 4 hours before when that is in the day', () => {
    expect(alarmsAt('2026-03-10T11:00')).toEqual([['lead', mexicoTime('2026-03-10T07:00')]]);
    expect(alarmsAt('2026-03-11T01:59')).toEqual([['lead', mexicoTime('2026-03-10T21:59')]]);
  });

  it('moves a 7:00 appointment’s alarm from 3:00 to 21:00 the evening before, and adds one 1 hour before', () => {
    expect(alarmsAt('2026-03-10T07:00')).toEqual([
      ['evening', mexicoTime('2026-03-09T21:00')],
      ['lastCall', mexicoTime('2026-03-10T06:00')],
    ]);
  });

  it('treats 22:00 up to 06:59 as the night, on either side of midnight', () => {
    expect(alarmsAt('2026-03-11T02:00')).toEqual([
      ['evening', mexicoTime('2026-03-10T21:00')],
      ['lastCall', mexicoTime('2026-03-11T01:00')],
    ]);
    expect(alarmsAt('2026-03-10T10:59')[0]).toEqual(['evening', mexicoTime('2026-03-09T21:00')]);
    expect(alarmsAt('2026-03-10T11:00')[0]?.[0]).toBe('lead');
    expect(isNightTime(mexicoTime('2026-03-10T21:59'), MEXICO)).toBe(false);
    expect(isNightTime(mexicoTime('2026-03-10T22:00'), MEXICO)).toBe(true);
    expect(isNightTime(mexicoTime('2026-03-10T06:59'), MEXICO)).toBe(true);
    expect(isNightTime(mexicoTime('2026-03-10T07:00'), MEXICO)).toBe(false);
  });

  it('writes both alarms into the .ics file: 10 hours and 1 hour before a 7:00 appointment', () => {
    const text = agendaCalendar(
      {
        medicines: [],
        appointments: [appointment({ datetime: '2026-03-12T07:00' })],
        now: mexicoTime('2026-03-10T12:00'),
        timeZone: MEXICO,
      },
      agendaCalendarWords(),
    );
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    const alarms = event?.getAllSubcomponents('valarm') ?? [];
    expect(
      alarms.map((alarm) => {
        const trigger = alarm.getFirstPropertyValue('trigger');
        return trigger instanceof ICAL.Duration ? trigger.toSeconds() : undefined;
      }),
    ).toEqual([-10 * 3600, -3600]);
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('description'))).toEqual([
      'Cita mañana a las 07:00: Cardiología',
      'Cita en 1 hora: Cardiología',
    ]);
  });

  it('writes durations in hours and minutes', () => {
    expect(triggerBefore(4 * 3600_000)).toBe('-PT4H');
    expect(triggerBefore(10.5 * 3600_000)).toBe('-PT10H30M');
    expect(triggerBefore(45 * 60_000)).toBe('-PT45M');
  });

  it('reminds in the app at 21:00 the evening before and again 1 hour before, never at 3:00', () => {
    const cita = appointment({ datetime: '2026-03-10T07:00' });
    const ids = (local: string, fired: ReadonlySet<string> = new Set()) =>
      dueReminders({
        medicines: [],
        appointments: [cita],
        now: mexicoTime(local),
        timeZone: MEXICO,
        fired,
      }).map((reminder) => reminder.id);
    expect(ids('2026-03-09T20:59')).toEqual([]);
    expect(ids('2026-03-09T21:00')).toEqual(['appointment:a1:2026-03-10T13:00:00.000Z']);
    const firedEvening = new Set(['appointment:a1:2026-03-10T13:00:00.000Z']);
    expect(ids('2026-03-10T03:00', firedEvening)).toEqual([]);
    expect(ids('2026-03-10T06:00', firedEvening)).toEqual([
      'appointment:a1:2026-03-10T13:00:00.000Z:1h',
    ]);
    expect(ids('2026-03-10T07:00', firedEvening)).toEqual([]);
  });
});
