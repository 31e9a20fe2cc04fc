// 'Ver como tabla' for a long history: the rows of the chosen period, 50 at a time. It opens on the
// most recent page; the rows of a page run from the oldest to the most recent, like the chart.
import { useMemo, useState } from 'react';
import { t } from '../../../content/messages';
import { Button } from '../../../ui/Button/Button';
import {
  chartTableRows,
  formatMoment,
  formatValue,
  type ChartSeries,
} from '../../../domain/chart/chartSeries';
import * as styles from './ChartCard.css';

export const TABLE_PAGE_SIZE = 50;

export function ChartTable({ series }: { readonly series: readonly ChartSeries[] }) {
  const rows = useMemo(() => chartTableRows(series), [series]);
  const pages = Math.max(1, Math.ceil(rows.length / TABLE_PAGE_SIZE));
  const [page, setPage] = useState(pages - 1);
  const shown = Math.min(page, pages - 1);
  const from = shown * TABLE_PAGE_SIZE;
  const pageRows = rows.slice(from, from + TABLE_PAGE_SIZE);

  return (
    <>
      <p className={styles.caption}>{t('report.chartTableOrder')}</p>
      <ol className={styles.records}>
        {pageRows.map((row) => (
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
      {pages > 1 && (
        <div className={styles.pager}>
          <Button tone="secondary" disabled={shown === 0} onClick={() => setPage(shown - 1)}>
            {t('report.chartTableOlder')}
          </Button>
          <p className={styles.pagerStatus} aria-live="polite">
            {t('report.chartTablePage', {
              from: from + 1,
              to: from + pageRows.length,
              total: rows.length,
            })}
          </p>
          <Button
            tone="secondary"
            disabled={shown === pages - 1}
            onClick={() => setPage(shown + 1)}
          >
            {t('report.chartTableNewer')}
          </Button>
        </div>
      )}
    </>
  );
}
