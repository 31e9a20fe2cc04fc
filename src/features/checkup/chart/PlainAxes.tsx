// The chart's grid and axes as plain SVG layers, drawn as nivo's 'grid' and 'axes' layers draw them
// (the same elements, positions, ticks and styles) from the same props: axisBottom, axisLeft,
// axisRight, enableGridY and gridYValues. nivo gives every tick and grid line an animation spring
// even with `animate={false}`, and starting those springs (some 30 for the two layers) was the
// longest task of /mi-chequeo's load for a member with a month of readings (issue 44: 84 ms of CPU in
// one task on the Lighthouse trace, 4× that on its phone).
import type { LineCustomSvgLayerProps, LineSeries } from '@nivo/line';

const tickLine = { stroke: '#d3dae3', strokeWidth: 1 } as const;
const tickText = { fontFamily: 'sans-serif', fontSize: 12, fill: '#4a5666' } as const;
const gridLine = { stroke: '#e3e8ef', strokeWidth: 1 } as const;

type Scale = (value: never) => number;
type Value = number | string | Date;

interface AxisSettings {
  readonly tickValues?: unknown;
  readonly tickSize?: number;
  readonly tickPadding?: number;
  readonly format?: unknown;
}

/** The values a tick spec names: a list as given, a count through the scale's own `ticks`. */
function tickValuesOf(scale: Scale, spec: unknown): Value[] {
  if (Array.isArray(spec)) return spec as Value[];
  const ticks = (scale as { ticks?: (count?: number) => Value[] }).ticks;
  return typeof ticks === 'function'
    ? ticks.call(scale, typeof spec === 'number' ? spec : undefined)
    : [];
}

const position = (scale: Scale, value: Value): number =>
  (scale as unknown as (value: Value) => number | undefined)(value) ?? 0;

function label(settings: AxisSettings, value: Value): string {
  const format = settings.format;
  return typeof format === 'function'
    ? String((format as (value: Value) => unknown)(value))
    : `${String(value)}`;
}

const tickKey = (value: Value): string =>
  value instanceof Date ? `${value.valueOf()}` : `${String(value)}`;

/** The horizontal grid lines at the value scale's ticks, like nivo's grid with enableGridY. */
export function PlainGrid<Series extends LineSeries>(props: LineCustomSvgLayerProps<Series>) {
  if (!props.enableGridY) return null;
  const yScale = props.yScale as Scale;
  return (
    <g>
      {tickValuesOf(yScale, props.gridYValues).map((value) => {
        const y = position(yScale, value);
        return (
          <line
            key={tickKey(value)}
            opacity={1}
            x1={0}
            x2={props.innerWidth}
            y1={y}
            y2={y}
            stroke={gridLine.stroke}
            strokeWidth={gridLine.strokeWidth}
          />
        );
      })}
    </g>
  );
}

function ValueAxis({
  settings,
  scale,
  side,
  x,
}: {
  readonly settings: AxisSettings;
  readonly scale: Scale;
  readonly side: 'left' | 'right';
  readonly x: number;
}) {
  const direction = side === 'left' ? -1 : 1;
  const size = settings.tickSize ?? 5;
  const padding = settings.tickPadding ?? 5;
  return (
    <g transform={`translate(${x},0)`}>
      {tickValuesOf(scale, settings.tickValues).map((value) => (
        <g
          key={tickKey(value)}
          transform={`translate(0,${position(scale, value)})`}
          style={{ opacity: 1 }}
        >
          <line x1={0} x2={direction * size} y1={0} y2={0} style={tickLine} />
          <text
            dominantBaseline="central"
            textAnchor={side === 'left' ? 'end' : 'start'}
            transform={`translate(${direction * (size + padding)},0) rotate(0)`}
            style={tickText}
          >
            {label(settings, value)}
          </text>
        </g>
      ))}
    </g>
  );
}

function TimeAxis({
  settings,
  scale,
  y,
}: {
  readonly settings: AxisSettings;
  readonly scale: Scale;
  readonly y: number;
}) {
  const size = settings.tickSize ?? 5;
  const padding = settings.tickPadding ?? 5;
  return (
    <g transform={`translate(0,${y})`}>
      {tickValuesOf(scale, settings.tickValues).map((value) => (
        <g
          key={tickKey(value)}
          transform={`translate(${position(scale, value)},0)`}
          style={{ opacity: 1 }}
        >
          <line x1={0} x2={0} y1={0} y2={size} style={tickLine} />
          <text
            dominantBaseline="text-before-edge"
            textAnchor="middle"
            transform={`translate(0,${size + padding}) rotate(0)`}
            style={tickText}
          >
            {label(settings, value)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The right, bottom and left axes that are set, in nivo's order. */
export function PlainAxes<Series extends LineSeries>(props: LineCustomSvgLayerProps<Series>) {
  const xScale = props.xScale as Scale;
  const yScale = props.yScale as Scale;
  return (
    <>
      {props.axisRight && (
        <ValueAxis settings={props.axisRight} scale={yScale} side="right" x={props.innerWidth} />
      )}
      {props.axisBottom && (
        <TimeAxis settings={props.axisBottom} scale={xScale} y={props.innerHeight} />
      )}
      {props.axisLeft && <ValueAxis settings={props.axisLeft} scale={yScale} side="left" x={0} />}
    </>
  );
}
