import { describe, expect, it } from 'vitest';
import { agendaExport, agendaFileName } from '../../../src/domain/agenda/agendaExport';
import { appointment, medicine, MEXICO, mexicoTime } from '../../support/agendaFixtures';

describe('the agenda’s JSON export', () => {
  const now = mexicoTime('2026-03-10T21:00');

  it('holds both lists in the spec’s shapes, with taken as of the export day', () => {
    const exported = agendaExport(
      [
        medicine({ id: 'today', taken: true, takenOn: '2026-03-10' }),
        medicine({ id: 'yesterday', taken: true, takenOn: '2026-03-09' }),
      ],
      [appointment()],
      now,
      MEXICO,
    );
    expect(exported).toEqual({
      medicines: [
        medicine({ id: 'today', taken: true, takenOn: '2026-03-10' }),
        medicine({ id: 'yesterday', taken: false }),
      ],
      appointments: [appointment()],
      exportedAt: '2026-03-11T03:00:00.000Z',
    });
  });

  it('names the files with the member’s date', () => {
    expect(agendaFileName('json', now, MEXICO)).toBe('vita365-agenda-2026-03-10.json');
    expect(agendaFileName('ics', now, MEXICO)).toBe('vita365-agenda-2026-03-10.ics');
  });
});
