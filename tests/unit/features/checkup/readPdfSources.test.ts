import { describe, expect, it } from 'vitest';
import { historyEntry } from '../../../../src/domain/health/historyEntry';
import type { PdfInput } from '../../../../src/features/checkup/report/pdfInput';
import { readHistoryEntry } from '../../../../src/features/checkup/readHistoryEntry';
import {
  readableEntries,
  readPdfSources,
  storedList,
} from '../../../../src/features/checkup/report/readPdfSources';
import { readEntries } from '../../../../src/state/storedEntries';

const weight = (id: string, day: string) => ({
  id,
  type: 'weight' as const,
  created_at: `2026-11-${day}T15:00:00.000Z`,
  vitals: { weight: 70 },
});
const sleepSummary = {
  id: 's1',
  date: '2026-11-20T13:00:00.000Z',
  score_sueno: 80,
};

function input(measurements: unknown[], sleep: unknown[] = []): PdfInput {
  // The page's own read of the same list says which entries are unreadable.
  return {
    member: { name: 'Ana' },
    stored: {
      measurements: JSON.stringify(measurements),
      sleepHistory: JSON.stringify(sleep),
      triageEvents: '[]',
    },
    unreadable: {
      measurements: readEntries(measurements, readHistoryEntry).skippedAt,
      sleepHistory: sleep.flatMap((value, index) => (value === sleepSummary ? [] : [index])),
    },
    now: new Date('2026-11-23T16:00:00Z'),
    timeZone: 'America/Mexico_City',
  };
}

describe('readPdfSources (the PDF worker reads the stored text)', () => {
  it('gives the worker exactly the entries the page shows, damaged ones left out', () => {
    const measurements = [
      weight('a', '20'),
      { id: 'x', type: 'mood' },
      'texto',
      weight('b', '21'),
      { id: 'c', type: 'weight', created_at: 'ayer', vitals: { weight: 70 } },
    ];
    const sources = readPdfSources(input(measurements, ['dañado', sleepSummary]));
    expect(sources.records).toEqual(readEntries(measurements, readHistoryEntry).entries);
    expect(sources.records.map((record) => record.id)).toEqual(['a', 'b']);
    expect(sources.sleepHistory).toEqual([sleepSummary]);
    expect(sources.triageEvents).toEqual([]);
    expect(sources.member).toEqual({ name: 'Ana' });
  });

  it('reads no check-in entries for the PDF of one entry', () => {
    expect(readPdfSources(input([weight('a', '20')]), false).records).toEqual([]);
  });

  it('treats text that is not a JSON array as no entries', () => {
    expect(storedList('{"id":1}')).toEqual([]);
    expect(storedList('no es JSON')).toEqual([]);
    expect(storedList('[1,2]')).toEqual([1, 2]);
  });

  it('leaves out entries by position', () => {
    expect(readableEntries(['a', 'b', 'c'], [0, 2])).toEqual(['b']);
    expect(readableEntries(['a'], [])).toEqual(['a']);
    expect(historyEntry(weight('a', '20'))?.kind).toBe('weight');
  });
});
