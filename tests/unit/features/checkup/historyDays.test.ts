import { describe, expect, it } from 'vitest';
import {
  firstHistoryDays,
  historyDays,
  longSpanishDate,
  sortNewestFirst,
} from '../../../../src/features/checkup/history/historyDays';
import type { HistoryEntry } from '../../../../src/domain/health/historyEntry';

const zone = 'America/Mexico_City';

const sleep = (id: string, iso: string, time: string): HistoryEntry => ({
  id,
  at: new Date(iso),
  time,
  kind: 'sleep',
  score: 80,
});

describe('longSpanishDate', () => {
  it('is the long Spanish date with its first letter capitalised', () => {
    expect(longSpanishDate(new Date('2026-03-05T18:00:00Z'), zone)).toBe(
      'Jueves, 5 de marzo de 2026',
    );
  });
});

describe('historyDays', () => {
  it('groups by the phone’s day, newest day and newest entry first', () => {
    const entries = [
      sleep('a', '2026-03-04T15:00:00Z', '09:00'),
      sleep('b', '2026-03-05T14:00:00Z', '08:00'),
      // 02:30 UTC on the 6th is still the evening of the 5th in Mexico City.
      sleep('c', '2026-03-06T02:30:00Z', '20:30'),
      sleep('d', '2026-03-04T23:00:00Z', '17:00'),
    ];
    expect(
      historyDays(entries, zone).map((day) => [day.key, day.title, day.entries.map((e) => e.id)]),
    ).toEqual([
      ['2026-03-05', 'Jueves, 5 de marzo de 2026', ['c', 'b']],
      ['2026-03-04', 'Miércoles, 4 de marzo de 2026', ['d', 'a']],
    ]);
  });

  it('has no days for no entries', () => {
    expect(historyDays([], zone)).toEqual([]);
  });
});

describe('firstHistoryDays', () => {
  const entries = Array.from({ length: 40 }, (_, index) =>
    sleep(
      `e${index}`,
      new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 2), 15 + (index % 2))).toISOString(),
      '09:00',
    ),
  );

  it('gives the same first days as grouping the whole history, and no more', () => {
    const all = historyDays(entries, zone);
    expect(firstHistoryDays(sortNewestFirst(entries), 3, zone)).toEqual(all.slice(0, 3));
    expect(firstHistoryDays(sortNewestFirst(entries), 100, zone)).toEqual(all);
    expect(all).toHaveLength(20);
  });

  it('stops at the first entry past the days it gives', () => {
    const sorted = sortNewestFirst(entries);
    // An entry that could not be dated would throw if it were looked at.
    const beyond = [...sorted.slice(0, 5), sleep('x', 'not a date', '09:00')];
    expect(() => historyDays(beyond, zone)).toThrow();
    expect(firstHistoryDays(beyond, 2, zone).map((day) => day.entries.length)).toEqual([2, 2]);
  });
});
