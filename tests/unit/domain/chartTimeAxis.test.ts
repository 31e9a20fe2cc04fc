import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartTimeAxis } from '../../../src/domain/chart/chartTimeAxis';

const zone = 'America/Mexico_City';
const DAY_MS = 86_400_000;

const dayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(at);

describe('chartTimeAxis', () => {
  it('labels measurements a minute apart on one day with that one day, not with times', () => {
    const axis = chartTimeAxis(
      [
        new Date('2026-03-05T17:13:00Z'),
        new Date('2026-03-05T17:13:30Z'),
        new Date('2026-03-05T17:14:00Z'),
      ],
      { timeZone: zone },
    );
    expect(axis.ticks).toEqual([{ at: new Date('2026-03-05T17:13:00Z'), label: '5 mar' }]);
  });

  it('puts one tick on the first measurement of each day when they fit', () => {
    const axis = chartTimeAxis(
      [
        new Date('2026-03-07T18:00:00Z'),
        new Date('2026-03-05T18:00:00Z'),
        new Date('2026-03-05T20:00:00Z'),
        new Date('2026-03-06T18:00:00Z'),
      ],
      { timeZone: zone },
    );
    expect(axis.ticks.map((tick) => tick.label)).toEqual(['5 mar', '6 mar', '7 mar']);
    expect(axis.ticks[0]?.at).toEqual(new Date('2026-03-05T18:00:00Z'));
  });

  it('reads the day on the member’s clock (00:30 UTC is the evening before in Mexico City)', () => {
    const axis = chartTimeAxis([new Date('2026-03-06T00:30:00Z')], { timeZone: zone });
    expect(axis.ticks.map((tick) => tick.label)).toEqual(['5 mar']);
  });

  it('leaves out a day too close to the next one, counting back from the latest', () => {
    const axis = chartTimeAxis(
      [
        new Date('2026-03-01T18:00:00Z'),
        new Date('2026-03-02T18:00:00Z'),
        new Date('2026-03-31T18:00:00Z'),
      ],
      { timeZone: zone },
    );
    expect(axis.ticks.map((tick) => tick.label)).toEqual(['2 mar', '31 mar']);
  });

  it('adds the year when the ticks span two years, so equal days of different years differ', () => {
    const axis = chartTimeAxis(
      [new Date('2025-03-05T18:00:00Z'), new Date('2026-03-05T18:00:00Z')],
      { timeZone: zone },
    );
    expect(axis.ticks.map((tick) => tick.label)).toEqual(['5 mar 25', '5 mar 26']);
  });

  it('gives a single moment half a day either side', () => {
    const only = new Date('2026-03-05T18:00:00Z');
    const axis = chartTimeAxis([only], { timeZone: zone });
    expect(axis.max.getTime() - axis.min.getTime()).toBe(DAY_MS);
    expect(axis.ticks).toHaveLength(1);
  });

  it('for any measurements: distinct labels of distinct days, on points, within the period, spaced', () => {
    const moment = fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2027-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        fc.array(moment, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (moments, maxTicks) => {
          const axis = chartTimeAxis(moments, { maxTicks, timeZone: zone });
          const times = moments.map((at) => at.getTime());
          const labels = axis.ticks.map((tick) => tick.label);
          expect(axis.ticks.length).toBeGreaterThanOrEqual(1);
          expect(axis.ticks.length).toBeLessThanOrEqual(maxTicks);
          expect(new Set(labels).size).toBe(labels.length);
          expect(new Set(axis.ticks.map((tick) => dayOf(tick.at))).size).toBe(labels.length);
          const latest = Math.max(...times);
          expect(dayOf(axis.ticks[axis.ticks.length - 1]!.at)).toBe(dayOf(new Date(latest)));
          const span = latest - Math.min(...times);
          axis.ticks.forEach((tick, index) => {
            expect(times).toContain(tick.at.getTime());
            expect(tick.at.getTime()).toBeGreaterThanOrEqual(axis.min.getTime());
            expect(tick.at.getTime()).toBeLessThanOrEqual(axis.max.getTime());
            const previous = axis.ticks[index - 1];
            if (previous && maxTicks > 1) {
              expect(tick.at.getTime() - previous.at.getTime()).toBeGreaterThanOrEqual(
                span / (maxTicks - 1) - 1,
              );
            }
          });
        },
      ),
    );
  });
});
