import { describe, expect, it } from 'vitest';
import {
  chartRangeStart,
  defaultChartRange,
  seriesInRange,
} from '../../../src/domain/chart/chartRange';
import { chartTableRows, type ChartSeries } from '../../../src/domain/chart/chartSeries';
import { chartSummary } from '../../../src/features/checkup/chart/chartSummary';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-23T18:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

const weight = (ages: readonly number[]): ChartSeries => ({
  id: 'weight',
  label: 'Peso',
  unit: 'kg',
  color: '#0b5c8a',
  axis: 'left',
  points: [...ages]
    .sort((a, b) => b - a)
    .map((age, index) => ({ at: daysAgo(age), value: 70 + index })),
});

describe('chart periods', () => {
  it('30 días keeps the readings of the last 30 days, Todo keeps all of them', () => {
    const series = [weight([400, 200, 100, 29, 3, 0])];
    expect(seriesInRange(series, '30d', now)[0]?.points).toHaveLength(3);
    expect(seriesInRange(series, '6m', now)[0]?.points).toHaveLength(4);
    expect(seriesInRange(series, '1y', now)[0]?.points).toHaveLength(5);
    expect(seriesInRange(series, 'all', now)[0]?.points).toHaveLength(6);
    expect(chartRangeStart('all', now)).toBeUndefined();
  });

  it('leaves out a line with no reading in the period', () => {
    expect(seriesInRange([weight([90, 60])], '30d', now)).toEqual([]);
  });

  it('opens on 30 días, or on the shortest period that holds a reading', () => {
    expect(defaultChartRange([weight([10, 2])], now)).toBe('30d');
    expect(defaultChartRange([weight([300, 90])], now)).toBe('6m');
    expect(defaultChartRange([weight([900, 400])], now)).toBe('all');
  });

  it('the summary names the period and counts only its readings', () => {
    const shown = seriesInRange([weight([400, 20, 5])], '30d', now);
    expect(chartSummary('Historial de peso', shown, 'America/Mexico_City', '30 días')).toMatch(
      /^Historial de peso: 2 registros del .* \(periodo: 30 días\)\. Últimos valores: Peso 72 kg\.$/,
    );
    expect(chartSummary('Historial de peso', [], undefined, '30 días')).toBe(
      'Historial de peso: sin datos en 30 días.',
    );
  });

  it('the table has one row per moment across thousands of readings', () => {
    const many = weight(Array.from({ length: 3000 }, (_, index) => index / 2));
    const rows = chartTableRows([many]);
    expect(rows).toHaveLength(3000);
    expect(rows[0]?.values).toEqual([70]);
    expect(rows.at(-1)?.values).toEqual([3069]);
  });
});
