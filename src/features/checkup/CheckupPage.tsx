import { ClipboardList, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { ReportCard } from './report/ReportCard';
import { ChartCard } from './chart/ChartCard';
import { chartSeries } from '../../domain/chart/chartSeries';
import { t } from '../../content/messages';
import { seriesWords } from './chart/chartWords';
import * as styles from './CheckupPage.css';
import { HistoryList } from './history/HistoryList';
import { useCheckupHistory } from './useStoredEntries';
import { routePaths } from '../../content/routePaths';

/**
 * /mi-chequeo: the way to record, the evolution chart, the report for the doctor and the history
 * grouped by day, each entry with its PDF.
 */
export default function CheckupPage() {
  // Years of history are read a slice at a time. The last months show first when they give the same
  // first screen as the whole history; what needs older entries waits for it (`complete`).
  const history = useCheckupHistory();
  const entries = history?.entries;
  const complete = history?.complete ?? false;
  const series = useMemo(() => (entries ? chartSeries(entries, seriesWords()) : []), [entries]);

  return (
    <div className={styles.page} aria-busy={entries === undefined || undefined}>
      <p className={styles.intro}>{t('checkup.intro')}</p>
      <Link href={routePaths.newMeasurement} className={button({ size: 'lg', block: true })}>
        <Plus aria-hidden="true" size={24} />
        {t('checkup.newMeasurement')}
      </Link>

      {entries === undefined ? null : entries.length === 0 ? (
        <Card className={styles.empty}>
          <ClipboardList className={styles.emptyIcon} size={40} aria-hidden="true" />
          <p className={styles.emptyTitle}>{t('checkup.emptyTitle')}</p>
          <p>{t('checkup.emptyHint')}</p>
        </Card>
      ) : series.length > 0 ? (
        <ChartCard title={t('report.chartTitle')} series={series} complete={complete} />
      ) : (
        <Card aria-labelledby="evolucion-titulo">
          <h2 id="evolucion-titulo" className={styles.sectionTitle}>
            {t('report.chartTitle')}
          </h2>
          <p className={styles.muted}>{t('checkup.chartPending')}</p>
        </Card>
      )}
      {entries && <ReportCard entries={entries} complete={complete} />}
      {entries && entries.length > 0 && <HistoryList entries={entries} complete={complete} />}

      <p className={styles.footer}>{t('checkup.footerNotice')}</p>
    </div>
  );
}
