import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartLayout, type ReportSeries } from '../../src/domain/report/reportChart';
import { dayKeyIn, inReportRange, rangeFirstDay } from '../../src/domain/report/reportRange';

const zones = fc.constantFrom('America/Mexico_City', 'America/Tijuana', 'America/Cancun', 'UTC');
const instant = fc.integer({
  min: Date.parse('2020-01-01T00:00:00Z'),
  max: Date.parse('2030-12-31T00:00:00Z'),
});

describe('report range properties', () => {
  it('nests the ranges: last 30 days within last 90, within everything', () => {
    fc.assert(
      fc.property(fc.array(instant, { maxLength: 30 }), instant, zones, (moments, now, zone) => {
        const records = moments.map((at) => ({ at: new Date(at) }));
        const last30 = inReportRange(records, 'last30', new Date(now), zone);
        const last90 = inReportRange(records, 'last90', new Date(now), zone);
        expect(last90).toEqual(expect.arrayContaining(last30));
        expect(inReportRange(records, 'all', new Date(now), zone)).toEqual(records);
      }),
    );
  });

  it('keeps exactly the records dated on or after the first day of the range', () => {
    fc.assert(
      fc.property(instant, instant, zones, (at, now, zone) => {
        const firstDay = rangeFirstDay('last30', new Date(now), zone) ?? '';
        const kept = inReportRange([{ at: new Date(at) }], 'last30', new Date(now), zone);
        expect(kept.length === 1).toBe(dayKeyIn(new Date(at), zone) >= firstDay);
      }),
    );
  });
});

describe('report chart properties', () => {
  const box = { x: 30, y: 40, width: 150, height: 60 };
  const points = fc.array(
    fc.record({ at: instant, value: fc.double({ min: 20, max: 300, noNaN: true }) }),
    { minLength: 1, maxLength: 20 },
  );

  it('never writes the same label twice under the chart', () => {
    fc.assert(
      fc.property(points, (weights) => {
        const series: ReportSeries[] = [
          { id: 'weight', label: 'Peso', unit: 'kg', axis: 'left', points: weights },
        ];
        const labels = chartLayout(series, box, 'America/Mexico_City').dates.map(
          (mark) => mark.label,
        );
        expect(new Set(labels).size).toBe(labels.length);
      }),
    );
  });

  it('keeps every point inside the box, whatever the data', () => {
    fc.assert(
      fc.property(points, points, (weights, pressures) => {
        const series: ReportSeries[] = [
          { id: 'weight', label: 'Peso', unit: 'kg', axis: 'left', points: weights },
          { id: 'systolic', label: 'Sistólica', unit: 'mmHg', axis: 'right', points: pressures },
        ];
        const layout = chartLayout(series, box, 'America/Mexico_City');
        for (const point of layout.lines.flatMap((line) => line.points)) {
          expect(point.x).toBeGreaterThanOrEqual(box.x - 1e-9);
          expect(point.x).toBeLessThanOrEqual(box.x + box.width + 1e-9);
          expect(point.y).toBeGreaterThanOrEqual(box.y - 1e-9);
          expect(point.y).toBeLessThanOrEqual(box.y + box.height + 1e-9);
        }
      }),
    );
  });
});
