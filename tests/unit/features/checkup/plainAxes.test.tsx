// @vitest-environment jsdom
// The chart's plain grid and axes (issue 44) draw what nivo's 'grid' and 'axes' layers drew: a line
// per value tick across the chart, value ticks on the left or right, the time ticks given, labelled
// by the chart's format, at the scale's positions.
import { cleanup, render } from '@testing-library/react';
import type { LineCustomSvgLayerProps, LineSeries } from '@nivo/line';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainAxes, PlainGrid } from '../../../../src/features/checkup/chart/PlainAxes';

afterEach(cleanup);

/** A linear scale from [0, 100] onto [200, 0], with d3's `ticks(count)`: every 20 for 5. */
const valueScale = Object.assign((value: number) => 200 - value * 2, {
  ticks: (count = 10) => Array.from({ length: count + 1 }, (_, index) => (index * 100) / count),
});
const day = (date: number) => new Date(Date.UTC(2026, 10, date));
const timeScale = (value: Date) => (value.getUTCDate() - 1) * 10;

const props = (extra: object) =>
  ({
    innerWidth: 300,
    innerHeight: 200,
    xScale: timeScale,
    yScale: valueScale,
    axisBottom: null,
    axisLeft: null,
    axisRight: null,
    enableGridY: false,
    ...extra,
  }) as unknown as LineCustomSvgLayerProps<LineSeries>;

const drawn = (element: ReactElement) => render(<svg>{element}</svg>).container;

describe('PlainGrid', () => {
  it('draws a line across the chart at each value tick when the grid is on', () => {
    const svg = drawn(<PlainGrid {...props({ enableGridY: true, gridYValues: 5 })} />);
    const lines = [...svg.querySelectorAll('line')];
    expect(lines.map((line) => line.getAttribute('y1'))).toEqual([
      '200',
      '160',
      '120',
      '80',
      '40',
      '0',
    ]);
    expect(lines.every((line) => line.getAttribute('x2') === '300')).toBe(true);
    expect(lines[0]?.getAttribute('stroke')).toBe('#e3e8ef');
  });

  it('draws nothing when the grid is off', () => {
    expect(drawn(<PlainGrid {...props({ gridYValues: 5 })} />).querySelector('line')).toBeNull();
  });
});

describe('PlainAxes', () => {
  it('puts the time ticks given under the chart, labelled by the format', () => {
    const labels = new Map([
      [day(1).getTime(), '1 nov'],
      [day(11).getTime(), '11 nov'],
    ]);
    const svg = drawn(
      <PlainAxes
        {...props({
          axisBottom: {
            tickValues: [day(1), day(11)],
            tickSize: 4,
            tickPadding: 6,
            format: (value: Date) => labels.get(value.getTime()) ?? '',
          },
        })}
      />,
    );
    const axis = svg.querySelector('svg > g');
    expect(axis?.getAttribute('transform')).toBe('translate(0,200)');
    const ticks = [...(axis?.children ?? [])];
    expect(ticks.map((tick) => tick.getAttribute('transform'))).toEqual([
      'translate(0,0)',
      'translate(100,0)',
    ]);
    expect(ticks.map((tick) => tick.textContent)).toEqual(['1 nov', '11 nov']);
    const text = ticks[0]?.querySelector('text');
    expect(text?.getAttribute('transform')).toBe('translate(0,10) rotate(0)');
    expect(text?.getAttribute('text-anchor')).toBe('middle');
  });

  it('puts value ticks on the left, their labels before them, and on the right after them', () => {
    const settings = { tickValues: 5, tickSize: 4, tickPadding: 4 };
    const left = drawn(<PlainAxes {...props({ axisLeft: settings })} />);
    expect([...left.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      '0',
      '20',
      '40',
      '60',
      '80',
      '100',
    ]);
    expect(left.querySelector('text')?.getAttribute('text-anchor')).toBe('end');
    expect(left.querySelector('text')?.getAttribute('transform')).toBe('translate(-8,0) rotate(0)');
    cleanup();
    const right = drawn(<PlainAxes {...props({ axisRight: settings })} />);
    expect(right.querySelector('svg > g')?.getAttribute('transform')).toBe('translate(300,0)');
    expect(right.querySelector('text')?.getAttribute('text-anchor')).toBe('start');
    expect(right.querySelector('line')?.getAttribute('x2')).toBe('4');
  });
});
