import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { agendaCalendar, calendarEventCount } from '../../../src/domain/agenda/agendaCalendar';
import { offsetChanges } from '../../../src/domain/agenda/icsTimezone';
import { appointment, medicine, MEXICO, mexicoTime } from '../../support/agendaFixtures';
import { agendaCalendarWords } from '../../../src/features/agenda/agendaCalendarWords';

interface ParsedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly tzid: string | undefined;
  readonly rrule: string | undefined;
  readonly occurrences: string[];
  readonly alarmSeconds: number | undefined;
  readonly location: string | null;
}

function parse(text: string): ParsedEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const iterator = event.iterator();
    const occurrences: string[] = [];
    for (let next = iterator.next(); next && occurrences.length < 3; next = iterator.next()) {
      occurrences.push(next.toJSDate().toISOString());
    }
    const trigger = vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger');
    const rrule = vevent.getFirstPropertyValue('rrule');
    return {
      uid: event.uid,
      summary: event.summary,
      tzid: event.startDate.zone?.tzid,
      rrule: rrule ? String(rrule) : undefined,
      occurrences,
      alarmSeconds: trigger instanceof ICAL.Duration ? trigger.toSeconds() : undefined,
      location: event.location,
    };
  });
}

const now = mexicoTime('2026-03-10T12:00');

describe('the agenda as an iCalendar file', () => {
  const text = agendaCalendar(
    {
      medicines: [medicine({ name: 'Losartán, 50 mg; noche', time: '21:00' })],
      appointments: [appointment({ datetime: '2026-03-12T11:30' })],
      now,
      timeZone: MEXICO,
    },
    agendaCalendarWords(),
  );
  const [medicineEvent, appointmentEvent] = parse(text);

  it('makes each medicine a daily event at its time in the member’s zone, alarm at that time', () => {
    expect(medicineEvent).toMatchObject({
      uid: 'medicina-m1@agenda.vita365',
      summary: 'Medicina: Losartán, 50 mg; noche (1 tableta de 850 mg)',
      tzid: MEXICO,
      rrule: 'FREQ=DAILY',
      alarmSeconds: 0,
    });
    expect(medicineEvent!.occurrences).toEqual([
      '2026-03-11T03:00:00.000Z',
      '2026-03-12T03:00:00.000Z',
      '2026-03-13T03:00:00.000Z',
    ]);
  });

  it('makes each appointment an event at its time with an alarm 4 hours before', () => {
    expect(appointmentEvent).toMatchObject({
      uid: 'cita-a1@agenda.vita365',
      summary: 'Cardiología',
      location: 'Hospital Ángeles, consultorio 4',
      tzid: MEXICO,
      rrule: undefined,
      alarmSeconds: -4 * 60 * 60,
    });
    expect(appointmentEvent!.occurrences).toEqual(['2026-03-12T17:30:00.000Z']);
  });

  it('keeps the same UIDs in a later export, so importing again updates the events', () => {
    const later = agendaCalendar(
      {
        medicines: [medicine({ time: '22:00' })],
        appointments: [appointment({ datetime: '2026-03-13T09:00' })],
        now: now + 3 * 24 * 60 * 60 * 1000,
        timeZone: MEXICO,
      },
      agendaCalendarWords(),
    );
    expect(parse(later).map((event) => event.uid)).toEqual([
      medicineEvent!.uid,
      appointmentEvent!.uid,
    ]);
  });

  it('is RFC 5545 text: CRLF line ends, no line over 75 octets, one VTIMEZONE for the TZID', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text.match(/BEGIN:VTIMEZONE\r\nTZID:America\/Mexico_City\r\n/g)).toHaveLength(1);
    expect(text).toMatch(/DTSTAMP:20260310T180000Z/);
  });

  it('keeps a daily medicine at its wall-clock time across a clock change', () => {
    const tijuana = agendaCalendar(
      {
        medicines: [medicine({ time: '08:00' })],
        appointments: [],
        now: Date.parse('2026-03-06T20:00:00Z'),
        timeZone: 'America/Tijuana',
      },
      agendaCalendarWords(),
    );
    // 8 March 2026: Tijuana moves from UTC-8 to UTC-7 at 02:00.
    expect(parse(tijuana)[0]!.occurrences).toEqual([
      '2026-03-06T16:00:00.000Z',
      '2026-03-07T16:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
    ]);
  });

  it('finds each clock change of a zone to the minute', () => {
    const changes = offsetChanges(
      Date.parse('2026-01-01T00:00:00Z'),
      Date.parse('2027-01-01T00:00:00Z'),
      'America/Tijuana',
    );
    expect(changes).toEqual([
      { at: Date.parse('2026-03-08T10:00:00Z'), from: -480, to: -420 },
      { at: Date.parse('2026-11-01T09:00:00Z'), from: -420, to: -480 },
    ]);
    expect(offsetChanges(now, now + 5 * 365 * 86_400_000, MEXICO)).toEqual([]);
  });

  it('counts the events it can write, leaving out an appointment with an unreadable date', () => {
    expect(
      calendarEventCount({
        medicines: [medicine()],
        appointments: [appointment(), appointment({ id: 'x', datetime: '2026-02-30T10:00' })],
        timeZone: MEXICO,
      }),
    ).toBe(2);
  });
});
