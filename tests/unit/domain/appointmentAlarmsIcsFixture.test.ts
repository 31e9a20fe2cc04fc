// The send-reminders Deno tests (tests/functions/sendReminders_test.ts) check that appointment pushes
// come at the alarms of an .ics file the app exported, kept in tests/functions/support/ (Deno cannot
// load the app's modules). This keeps that file what the app's exporter makes of its input today.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../src/content/types/storage/appointment';
import { agendaCalendar } from '../../../src/domain/agenda/agendaCalendar';
import { agendaCalendarWords } from '../../../src/features/agenda/agendaCalendarWords';

const support = new URL('../../functions/support/', import.meta.url);

describe('the .ics file the send-reminders tests compare with', () => {
  it('is what the agenda export makes of its appointments', () => {
    const input = JSON.parse(readFileSync(new URL('appointmentAlarms.json', support), 'utf8')) as {
      now: string;
      timeZone: string;
      appointments: Appointment[];
    };
    const ics = readFileSync(new URL('appointmentAlarms.ics', support), 'utf8');
    expect(
      agendaCalendar(
        {
          medicines: [],
          appointments: input.appointments,
          now: Date.parse(input.now),
          timeZone: input.timeZone,
        },
        agendaCalendarWords(),
      ),
      'regenerate tests/functions/support/appointmentAlarms.ics from appointmentAlarms.json',
    ).toBe(ics);
  });
});
