// A history chart with what makes it usable by everyone: a legend in words (which line, which unit,
// which axis), the drawing named by a text summary, and 'Ver como tabla' with the same values. With
// years of data the member picks the period (30 días, 6 meses, 1 año, Todo); the summary and the
// table give the values of that period, and each line is thinned for drawing to a few hundred points
// that keep its peaks (domain/chart/downsample.ts). Everything is derived once per change of data or period.
import { Table2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { t } from '../../../content/messages';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import * as styles from './ChartCard.css';
import type { ChartAxis, ChartSeries } from '../../../domain/chart/chartSeries';
import {
  CHART_RANGES,
  defaultChartRange,
  seriesInRange,
  type ChartRange,
} from '../../../domain/chart/chartRange';
import { downsample } from '../../../domain/chart/downsample';
import { chartSummary } from './chartSummary';
import { ChartTable } from './ChartTable';
import { chartRangeLabel } from './chartWords';
import { LazyLineChart } from './LazyLineChart';

export interface ChartCardProps {
  readonly title: string;
  readonly series: readonly ChartSeries[];
  /**
   * False while `series` holds only the recent part of a long history (opened on 30 días): the
   * longer periods wait for the rest.
   */
  readonly complete?: boolean;
}

/** Points drawn per line at most: more than a 390 px phone can tell apart. */
export const MAX_DRAWN_POINTS = 150;

function axisWord(axis: ChartAxis): string {
  return axis === 'left' ? t('report.chartLeftAxisWord') : t('report.chartRightAxisWord');
}

export function ChartCard({ title, series, complete = true }: ChartCardProps) {
  const [tableOpen, setTableOpen] = useState(false);
  const [now] = useState(() => new Date());
  const [range, setRange] = useState<ChartRange>(() => defaultChartRange(series, now));
  const headingId = useId();
  const tableId = useId();
  const shown = useMemo(() => seriesInRange(series, range, now), [series, range, now]);
  const drawn = useMemo(
    () =>
      shown.map((line) => ({
        ...line,
        points: downsample(line.points, MAX_DRAWN_POINTS, (point) => point.value),
      })),
    [shown],
  );
  const summary = useMemo(
    () => chartSummary(title, shown, undefined, chartRangeLabel(range)),
    [title, shown, range],
  );
  const usesBothAxes = new Set(shown.map((line) => line.axis)).size > 1;

  return (
    <Card aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.ranges} role="group" aria-label={t('report.chartRanges')}>
        {CHART_RANGES.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.rangeButton}
            aria-pressed={range === option}
            disabled={!complete && option !== '30d'}
            onClick={() => setRange(option)}
          >
            {chartRangeLabel(option)}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={styles.placeholder}>
          {t('report.chartEmptyRange', { range: chartRangeLabel(range) })}
        </p>
      ) : (
        <>
          <ul className={styles.legend} aria-label={t('report.chartLegend')}>
            {shown.map((line) => (
              <li key={line.id} className={styles.legendItem}>
                <span
                  className={styles.swatch}
                  style={{ background: line.color }}
                  aria-hidden="true"
                />
                {line.label} ({line.unit}
                {usesBothAxes ? `, ${axisWord(line.axis)}` : ''})
              </li>
            ))}
          </ul>
          <LazyLineChart series={drawn} ariaLabel={summary} />
          <Button
            tone="secondary"
            block
            aria-expanded={tableOpen}
            aria-controls={tableId}
            onClick={() => setTableOpen((open) => !open)}
          >
            <Table2 aria-hidden="true" size={20} />
            {tableOpen ? t('report.chartHideTable') : t('report.chartShowTable')}
          </Button>
        </>
      )}
      <div
        id={tableId}
        hidden={!tableOpen}
        role="region"
        aria-label={t('report.chartTableRegion', { title })}
      >
        {tableOpen && shown.length > 0 && <ChartTable key={range} series={shown} />}
      </div>
    </Card>
  );
}
