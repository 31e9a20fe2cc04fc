import { describe, expect, it } from 'vitest';
import {
  chartLayout,
  chartSummaryText,
  niceScale,
  reportSeries as seriesOf,
  type ReportSeries,
} from '../../../src/domain/report/reportChart';
import type { ReportRecord } from '../../../src/domain/report/reportRecords';
import { reportWords } from '../../../src/features/checkup/report/reportWords';

/** The lines named in the catalogue's words, as the PDF worker names them. */
const reportSeries = (list: readonly ReportRecord[]) => seriesOf(list, reportWords().series);

const MX = 'America/Mexico_City';
const box = { x: 20, y: 50, width: 150, height: 60 };

const records: ReportRecord[] = [
  {
    kind: 'vitals',
    id: 'v2',
    at: new Date('2026-11-20T16:00:00Z'),
    time: '10:00',
    systolic: 185,
    diastolic: 95,
    heartRate: 80,
  },
  { kind: 'weight', id: 'w1', at: new Date('2026-11-01T16:00:00Z'), time: '10:00', weight: 71.5 },
  {
    kind: 'vitals',
    id: 'v1',
    at: new Date('2026-11-10T16:00:00Z'),
    time: '10:00',
    systolic: 120,
    diastolic: 80,
    heartRate: 70,
  },
  { kind: 'sleep', id: 's', at: new Date('2026-11-05T16:00:00Z'), time: '07:00', score: 90 },
];

describe('the report’s evolution chart', () => {
  it('has the screen’s four lines, oldest first, weight on the left, the rest on the right', () => {
    const series = reportSeries(records);
    expect(series.map((line) => [line.id, line.axis, line.points.map((p) => p.value)])).toEqual([
      ['weight', 'left', [71.5]],
      ['systolic', 'right', [120, 185]],
      ['diastolic', 'right', [80, 95]],
      ['heartRate', 'right', [70, 80]],
    ]);
  });

  it('puts the oldest point on the left edge, the newest on the right, inside the box', () => {
    const layout = chartLayout(reportSeries(records), box, MX);
    const all = layout.lines.flatMap((line) => line.points);
    expect(Math.min(...all.map((p) => p.x))).toBeCloseTo(box.x);
    expect(Math.max(...all.map((p) => p.x))).toBeCloseTo(box.x + box.width);
    for (const point of all) {
      expect(point.y).toBeGreaterThanOrEqual(box.y);
      expect(point.y).toBeLessThanOrEqual(box.y + box.height);
    }
    const systolic = layout.lines.find((line) => line.id === 'systolic');
    // A higher value sits higher on the page (a smaller y).
    expect(systolic?.points[1]?.y).toBeLessThan(systolic?.points[0]?.y ?? 0);
  });

  it('marks both axes on round numbers and dates the first and last day', () => {
    const layout = chartLayout(reportSeries(records), box, MX);
    expect(layout.right.map((mark) => mark.label)).toEqual(['50', '100', '150', '200']);
    expect(layout.left.map((mark) => mark.label)).toEqual(['60', '80']);
    expect(layout.dates[0]?.label).toBe('1 nov');
    expect(layout.dates.at(-1)?.label).toBe('20 nov');
  });

  it('centres a single reading and still gives its axis a span', () => {
    const single = reportSeries([records[1] as ReportRecord]);
    const layout = chartLayout(single, box, MX);
    expect(layout.lines[0]?.points[0]?.x).toBeCloseTo(box.x + box.width / 2);
    expect(layout.left.length).toBeGreaterThan(1);
    expect(layout.dates).toHaveLength(1);
    expect(layout.right).toEqual([]);
  });

  it('adds the year to the dates when the chart spans two years', () => {
    const layout = chartLayout(
      [
        {
          id: 'weight',
          label: 'Peso',
          unit: 'kg',
          axis: 'left',
          points: [
            { at: Date.parse('2025-12-20T18:00:00Z'), value: 70 },
            { at: Date.parse('2026-01-10T18:00:00Z'), value: 71 },
          ],
        },
      ],
      box,
      MX,
    );
    expect(layout.dates[0]?.label).toBe('20 dic 2025');
  });

  const weightsAt = (...moments: string[]): ReportSeries[] => [
    {
      id: 'weight',
      label: 'Peso',
      unit: 'kg',
      axis: 'left',
      points: moments.map((at, index) => ({ at: Date.parse(at), value: 70 + index })),
    },
  ];

  it('marks hours, never the same day four times, when every reading is on one day', () => {
    // Four readings on 28 Nov (Mexico City): the axis once read '28 nov' four times.
    const layout = chartLayout(
      weightsAt(
        '2026-11-28T14:00:00Z',
        '2026-11-28T17:30:00Z',
        '2026-11-28T21:00:00Z',
        '2026-11-29T02:00:00Z',
      ),
      box,
      MX,
    );
    expect(layout.dates.map((mark) => mark.label)).toEqual(['08:00', '12:00', '16:00', '20:00']);
    expect(layout.dates[0]?.at).toBeCloseTo(box.x);
    expect(layout.dates.at(-1)?.at).toBeCloseTo(box.x + box.width);
  });

  it('leaves out an hour that would repeat when the readings are minutes apart', () => {
    const layout = chartLayout(weightsAt('2026-11-28T14:00:00Z', '2026-11-28T14:01:00Z'), box, MX);
    expect(layout.dates.map((mark) => mark.label)).toEqual(['08:00', '08:01']);
  });

  it('marks each day once, at its first reading, across a few days with many readings', () => {
    const layout = chartLayout(
      weightsAt(
        '2026-11-27T15:00:00Z',
        '2026-11-27T23:00:00Z',
        '2026-11-28T14:00:00Z',
        '2026-11-28T16:00:00Z',
        '2026-11-28T20:00:00Z',
        '2026-11-28T23:00:00Z',
      ),
      box,
      MX,
    );
    expect(layout.dates.map((mark) => mark.label)).toEqual(['27 nov', '28 nov']);
    expect(layout.dates[0]?.at).toBeCloseTo(box.x);
  });

  it('draws nothing without data', () => {
    expect(chartLayout([], box, MX)).toEqual({ lines: [], left: [], right: [], dates: [] });
  });

  it('chooses steps of 1, 2 or 5 times a power of ten', () => {
    expect(niceScale(118, 187)).toEqual({ min: 100, max: 200, step: 20 });
    expect(niceScale(70.2, 70.9)).toEqual({ min: 70.2, max: 71, step: 0.2 });
    expect(niceScale(70, 70)).toEqual({ min: 60, max: 80, step: 20 });
    expect(niceScale(0, 0)).toEqual({ min: -0.5, max: 0.5, step: 0.5 });
    // Two values apart only by floating-point noise (found by tests/property/report.property.test.ts).
    expect(niceScale(20, 20.000000000000004)).toEqual({ min: 20, max: 30, step: 10 });
  });

  it('says the latest value of each line in words', () => {
    expect(chartSummaryText(reportSeries(records), reportWords().latestValues)).toBe(
      'Últimos valores: Peso 71.5 kg, Sistólica 185 mmHg, Diastólica 95 mmHg y Pulso 80 lpm.',
    );
  });
});
