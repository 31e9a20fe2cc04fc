// A history chart with what makes it usable by everyone: a legend in words (which line, which unit,
// which axis), the drawing named by a text summary, and 'Ver como tabla' with the same values.
import { Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import * as styles from './ChartCard.css';
import {
  chartSummary,
  chartTableRows,
  formatMoment,
  formatValue,
  type ChartSeries,
} from '../../../domain/chartSeries';
import { LazyLineChart } from './LazyLineChart';

export interface ChartCardProps {
  readonly title: string;
  readonly series: readonly ChartSeries[];
}

const axisWords = { left: 'eje izquierdo', right: 'eje derecho' } as const;

export function ChartCard({ title, series }: ChartCardProps) {
  const [tableOpen, setTableOpen] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const usesBothAxes = new Set(series.map((line) => line.axis)).size > 1;
  const rows = chartTableRows(series);

  return (
    <Card aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.legend} aria-label="Leyenda">
        {series.map((line) => (
          <li key={line.id} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: line.color }} aria-hidden="true" />
            {line.label} ({line.unit}
            {usesBothAxes ? `, ${axisWords[line.axis]}` : ''})
          </li>
        ))}
      </ul>
      <LazyLineChart series={series} ariaLabel={chartSummary(title, series)} />
      <Button
        tone="secondary"
        block
        aria-expanded={tableOpen}
        aria-controls={tableId}
        onClick={() => setTableOpen((open) => !open)}
      >
        <Table2 aria-hidden="true" size={20} />
        {tableOpen ? 'Ocultar tabla' : 'Ver como tabla'}
      </Button>
      <div id={tableId} hidden={!tableOpen} role="region" aria-label={`${title}: tabla`}>
        {tableOpen && (
          <>
            <p className={styles.caption}>Del registro más antiguo al más reciente</p>
            <ol className={styles.records}>
              {rows.map((row) => (
                <li key={row.at.getTime()} className={styles.record}>
                  <h3 className={styles.recordDate}>
                    <time dateTime={row.at.toISOString()}>{formatMoment(row.at)}</time>
                  </h3>
                  <dl className={styles.values}>
                    {row.values.map((value, index) => {
                      const line = series[index];
                      if (value === undefined || line === undefined) return null;
                      return (
                        <div key={line.id} className={styles.value}>
                          <dt>{line.label}</dt>
                          <dd>{formatValue(value, line.unit)}</dd>
                        </div>
                      );
                    })}
                  </dl>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Card>
  );
}
