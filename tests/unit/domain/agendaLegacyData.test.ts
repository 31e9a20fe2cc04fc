import { describe, expect, it } from 'vitest';
import {
  appointmentsFromLegacy,
  medicinesFromLegacy,
} from '../../../src/domain/agenda/agendaLegacyData';

describe('reading older agenda data', () => {
  it('gives a medicine ticked without a day the day it is first read, and strings for ids', () => {
    expect(
      medicinesFromLegacy(
        [
          { id: 1767225600000, name: 'Aspirina', dose: '100 mg', time: '8:00', taken: true },
          { id: 'b', name: 'Losartán', dose: '50 mg', time: '21:00:00', taken: false },
        ],
        '2026-03-10',
      ),
    ).toEqual([
      {
        id: '1767225600000',
        name: 'Aspirina',
        dose: '100 mg',
        time: '08:00',
        taken: true,
        takenOn: '2026-03-10',
      },
      { id: 'b', name: 'Losartán', dose: '50 mg', time: '21:00', taken: false },
    ]);
  });

  it('keeps a tick’s own day, drops a day without a tick and fields outside the entity', () => {
    expect(
      medicinesFromLegacy(
        [
          { id: 'a', name: 'A', dose: '1', time: '08:00', taken: true, takenOn: '2026-03-09' },
          { id: 'b', name: 'B', dose: '1', time: '08:00', takenOn: '2026-03-09', color: 'red' },
        ],
        '2026-03-10',
      ),
    ).toEqual([
      { id: 'a', name: 'A', dose: '1', time: '08:00', taken: true, takenOn: '2026-03-09' },
      { id: 'b', name: 'B', dose: '1', time: '08:00', taken: false },
    ]);
  });

  it('gives appointments notes, drops a blank place and repairs a date-time with a space', () => {
    expect(
      appointmentsFromLegacy([
        { id: 7, title: 'Dentista', datetime: '2026-03-10 10:30', location: '  ' },
        { id: 'c', title: 'Análisis', datetime: '2026-03-11T08:00', location: null, notes: null },
        {
          id: 'd',
          title: 'Cardio',
          datetime: '2026-03-12T09:00',
          location: 'Torre B',
          notes: 'Ayuno',
        },
      ]),
    ).toEqual([
      { id: '7', title: 'Dentista', datetime: '2026-03-10T10:30', notes: '' },
      { id: 'c', title: 'Análisis', datetime: '2026-03-11T08:00', notes: '' },
      {
        id: 'd',
        title: 'Cardio',
        datetime: '2026-03-12T09:00',
        location: 'Torre B',
        notes: 'Ayuno',
      },
    ]);
  });

  it('gives up on what is not a list of entries', () => {
    expect(medicinesFromLegacy({ medicines: [] }, '2026-03-10')).toBeUndefined();
    expect(medicinesFromLegacy(['Aspirina'], '2026-03-10')).toBeUndefined();
    expect(appointmentsFromLegacy(null)).toBeUndefined();
  });
});
