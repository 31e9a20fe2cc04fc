import { describe, expect, it } from 'vitest';
import {
  chartSeries as seriesOf,
  chartTableRows,
  type SeriesId,
} from '../../../src/domain/chart/chartSeries';
import type { HistoryEntry } from '../../../src/domain/health/historyEntry';
import { chartSummary } from '../../../src/features/checkup/chart/chartSummary';
import { seriesWords } from '../../../src/features/checkup/chart/chartWords';

/** The lines named in the catalogue's words, as the pages name them. */
const chartSeries = (list: readonly HistoryEntry[], only?: readonly SeriesId[]) =>
  seriesOf(list, seriesWords(), only);

const zone = 'America/Mexico_City';
const at = (iso: string) => ({ at: new Date(iso), time: '12:00' });

const entries: HistoryEntry[] = [
  {
    id: 'v2',
    ...at('2026-03-07T18:00:00Z'),
    kind: 'vitals',
    systolic: 130,
    diastolic: 85,
    heartRate: 75,
  },
  { id: 'w1', ...at('2026-03-05T18:00:00Z'), kind: 'weight', weight: 70, bmi: 22.9 },
  {
    id: 'v1',
    ...at('2026-03-06T18:00:00Z'),
    kind: 'vitals',
    systolic: 120,
    diastolic: 80,
    heartRate: 70,
    spo2: 97,
  },
  { id: 's1', ...at('2026-03-06T12:00:00Z'), kind: 'sleep', score: 80 },
  { id: 'w2', ...at('2026-03-08T18:00:00Z'), kind: 'weight', weight: 69.5 },
];

describe('chartSeries', () => {
  it('puts weight on the left axis and pressure and pulse on the right, oldest first', () => {
    const series = chartSeries(entries);
    expect(series.map((line) => [line.id, line.axis])).toEqual([
      ['weight', 'left'],
      ['systolic', 'right'],
      ['diastolic', 'right'],
      ['heartRate', 'right'],
    ]);
    expect(series[0]?.points.map((point) => point.value)).toEqual([70, 69.5]);
    expect(series[1]?.points.map((point) => point.value)).toEqual([120, 130]);
  });

  it('leaves out lines without points, and can draw only the weight', () => {
    expect(
      chartSeries(entries.filter((entry) => entry.kind !== 'vitals')).map((l) => l.id),
    ).toEqual(['weight']);
    expect(chartSeries(entries, ['weight']).map((line) => line.id)).toEqual(['weight']);
    expect(chartSeries([])).toEqual([]);
  });

  it('gives the same lines for a list saved in order as for the same list shuffled', () => {
    const inOrder = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(chartSeries(entries)).toEqual(chartSeries(inOrder));
    // Two records of one moment keep the order they were saved in.
    const v1 = inOrder.find((entry) => entry.id === 'v1') as HistoryEntry;
    const twin: HistoryEntry = { ...v1, id: 'v1b', kind: 'vitals', systolic: 150 };
    const withTwin = inOrder.flatMap((entry) => (entry === v1 ? [v1, twin] : [entry]));
    expect(chartSeries(withTwin)[1]?.points.map((point) => point.value)).toEqual([120, 150, 130]);
  });
});

describe('chartSummary', () => {
  it('says the period, the number of records and the latest values', () => {
    expect(chartSummary('Gráfica de Evolución', chartSeries(entries), zone)).toBe(
      'Gráfica de Evolución: 4 registros del 5 de marzo de 2026 al 8 de marzo de 2026. Últimos valores: Peso 69.5 kg, Sistólica 130 mmHg, Diastólica 85 mmHg, Pulso 75 lpm.',
    );
    expect(chartSummary('Historial de peso', chartSeries(entries.slice(1, 2)), zone)).toBe(
      'Historial de peso: 1 registro el 5 de marzo de 2026. Últimos valores: Peso 70 kg.',
    );
  });
});

describe('chartTableRows', () => {
  it('has one row per record, oldest first, with a gap where a record has no such value', () => {
    expect(chartTableRows(chartSeries(entries))).toEqual([
      { at: new Date('2026-03-05T18:00:00Z'), values: [70, undefined, undefined, undefined] },
      { at: new Date('2026-03-06T18:00:00Z'), values: [undefined, 120, 80, 70] },
      { at: new Date('2026-03-07T18:00:00Z'), values: [undefined, 130, 85, 75] },
      { at: new Date('2026-03-08T18:00:00Z'), values: [69.5, undefined, undefined, undefined] },
    ]);
  });
});
