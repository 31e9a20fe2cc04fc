// The history line chart on @nivo/line. This module is loaded only by the pages that draw a chart
// (through LazyLineChart), so nivo never reaches the dashboard's or any other page's bundle.
//
// nivo draws one y scale per chart, and weight (kg) and pressure (mmHg) need their own, so the chart
// is two nivo layers stacked on the same box with the same margins and time scale: the left-axis
// series below, the right-axis series above. Both are presentational; the box is the one image, named
// by the text summary.
//
// The frame is measured here (useFrameSize) and the drawing is rendered in a transition, which React
// renders in slices of a few milliseconds: nivo's ResponsiveLine measured in a mount callback and drew
// in one synchronous render, the longest task of the page's load (0.4–0.8 s on a mid-range phone).
// The lines, like the dots, the grid and the axes, are plain SVG: nivo's own layers give every path
// and tick an animation spring.
import { Line, type LineCustomSvgLayerProps, type LineSvgLayer } from '@nivo/line';
import { useMemo } from 'react';
import { PlainAxes, PlainGrid } from './PlainAxes';
import { useFrameSize } from './useFrameSize';
import type { ChartAxis, ChartSeries } from '../../../domain/chart/chartSeries';
import { chartTimeAxis } from '../../../domain/chart/chartTimeAxis';
import * as styles from './LineChart.css';

export interface LineChartProps {
  readonly series: readonly ChartSeries[];
  /** The text summary: what a screen reader hears instead of the drawing. */
  readonly ariaLabel: string;
}

const margin = { top: 12, right: 44, bottom: 32, left: 44 };

const theme = {
  text: { fill: '#4a5666', fontSize: 12 },
  axis: { ticks: { text: { fill: '#4a5666' }, line: { stroke: '#d3dae3' } } },
  grid: { line: { stroke: '#e3e8ef' } },
};

/** Points are drawn as dots only while a line has few enough of them to tell apart. */
const MAX_DOTTED_POINTS = 60;

interface DrawnSeries {
  readonly id: string;
  readonly data: readonly { readonly x: Date; readonly y: number }[];
}

const DOT_RADIUS = 4;

/**
 * The dots as plain circles. nivo's own dots layer gives each dot an animation spring even with
 * `animate={false}`; a month of daily readings is some 180 dots, and their springs were the longest
 * task of the page's load.
 */
function PlainDots({ points }: LineCustomSvgLayerProps<DrawnSeries>) {
  return (
    <g>
      {points.map((point) => (
        <circle
          key={point.id}
          cx={point.x}
          cy={point.y}
          r={DOT_RADIUS}
          fill={point.color}
          stroke="#ffffff"
          strokeWidth={2}
        />
      ))}
    </g>
  );
}

/** The lines as plain paths, drawn like nivo's lines layer (the last series below the first). */
function PlainLines({ series, lineGenerator, lineWidth }: LineCustomSvgLayerProps<DrawnSeries>) {
  return (
    <g>
      {series
        .slice(0)
        .reverse()
        .map((line) => (
          <path
            key={line.id}
            d={lineGenerator(line.data.map((datum) => datum.position)) ?? undefined}
            fill="none"
            strokeWidth={lineWidth}
            stroke={line.color}
          />
        ))}
    </g>
  );
}

// Grid and axes as plain SVG too (PlainAxes.tsx): nivo's own start a spring per tick.
const lineLayers: readonly LineSvgLayer<DrawnSeries>[] = [
  PlainGrid<DrawnSeries>,
  PlainAxes<DrawnSeries>,
  PlainLines,
];
const dottedLayers: readonly LineSvgLayer<DrawnSeries>[] = [...lineLayers, PlainDots];

function valueDomain(
  series: readonly ChartSeries[],
  axis: ChartAxis,
): { min: number; max: number } {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const line of series) {
    for (const point of line.points) {
      low = Math.min(low, point.value);
      high = Math.max(high, point.value);
    }
  }
  const pad = Math.max((high - low) * 0.15, axis === 'left' ? 2 : 5);
  return { min: Math.floor(low - pad), max: Math.ceil(high + pad) };
}

export function LineChart({ series, ariaLabel }: LineChartProps) {
  const [frameRef, size] = useFrameSize<HTMLDivElement>();
  const x = useMemo(
    () => chartTimeAxis(series.flatMap((line) => line.points.map((point) => point.at))),
    [series],
  );
  const dotted = series.every((line) => line.points.length <= MAX_DOTTED_POINTS);
  const tickLabels = new Map(x.ticks.map((tick) => [tick.at.getTime(), tick.label]));
  const formatTick = (value: Date | number | string) =>
    tickLabels.get(new Date(value).getTime()) ?? '';
  const layers = (['left', 'right'] as const)
    .map((axis) => ({ axis, series: series.filter((line) => line.axis === axis) }))
    .filter((layer) => layer.series.length > 0);

  return (
    <div ref={frameRef} className={styles.frame} role="img" aria-label={ariaLabel}>
      {size === undefined
        ? null
        : layers.map((layer, index) => {
            const y = valueDomain(layer.series, layer.axis);
            const valueAxis = { tickValues: 5, tickSize: 4, tickPadding: 4 };
            return (
              <div key={layer.axis} className={styles.layer} aria-hidden="true">
                <Line
                  width={size.width}
                  height={size.height}
                  data={layer.series.map((line) => ({
                    id: line.id,
                    data: line.points.map((point) => ({ x: point.at, y: point.value })),
                  }))}
                  role="presentation"
                  margin={margin}
                  theme={theme}
                  colors={layer.series.map((line) => line.color)}
                  xScale={{ type: 'time', format: 'native', useUTC: false, min: x.min, max: x.max }}
                  yScale={{ type: 'linear', min: y.min, max: y.max }}
                  axisBottom={
                    index === 0
                      ? {
                          tickValues: x.ticks.map((tick) => tick.at),
                          tickSize: 4,
                          tickPadding: 6,
                          format: formatTick,
                        }
                      : null
                  }
                  axisLeft={layer.axis === 'left' ? valueAxis : null}
                  axisRight={layer.axis === 'right' ? valueAxis : null}
                  enableGridX={false}
                  enableGridY={index === 0}
                  gridYValues={5}
                  lineWidth={2}
                  layers={dotted ? dottedLayers : lineLayers}
                  isInteractive={false}
                  animate={false}
                />
              </div>
            );
          })}
    </div>
  );
}
