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
  type ChartSeries,
} from '../../../domain/chartSeries';
import { LazyLineChart } from './LazyLineChart';
import { formatNumber } from '../../../domain/format';

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
      <div
        id={tableId}
        className={styles.tableScroll}
        hidden={!tableOpen}
        role="region"
        aria-label={`${title}: tabla`}
        tabIndex={tableOpen ? 0 : -1}
      >
        {tableOpen && (
          <table className={styles.table}>
            <caption className={styles.caption}>Del registro más antiguo al más reciente</caption>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                {series.map((line) => (
                  <th key={line.id} scope="col">
                    {line.label} ({line.unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.at.getTime()}>
                  <th scope="row">{formatMoment(row.at)}</th>
                  {row.values.map((value, index) => (
                    <td key={series[index]?.id ?? index}>
                      {value === undefined ? '—' : formatNumber(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Card>
  );
}
