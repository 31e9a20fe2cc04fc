import { ClipboardList, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { ReportCard } from './report/ReportCard';
import { ChartCard } from './chart/ChartCard';
import { chartSeries } from '../../domain/chart/chartSeries';
import * as styles from './CheckupPage.css';
import { HistoryList } from './history/HistoryList';
import { useCheckupHistory } from './useStoredEntries';
import { routePaths } from '../../content/routePaths';

export const EVOLUTION_CHART_TITLE = 'Gráfica de Evolución';

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
  const series = useMemo(() => (entries ? chartSeries(entries) : []), [entries]);

  return (
    <div className={styles.page} aria-busy={entries === undefined || undefined}>
      <p className={styles.intro}>
        Registra tus signos vitales, tu peso, tu sueño y tus síntomas, y mira cómo evolucionan con
        el tiempo.
      </p>
      <Link href={routePaths.newMeasurement} className={button({ size: 'lg', block: true })}>
        <Plus aria-hidden="true" size={24} />
        Registrar Nueva Medición
      </Link>

      {entries === undefined ? null : entries.length === 0 ? (
        <Card className={styles.empty}>
          <ClipboardList className={styles.emptyIcon} size={40} aria-hidden="true" />
          <p className={styles.emptyTitle}>Aún no tienes mediciones registradas.</p>
          <p>¡Empieza registrando una nueva!</p>
        </Card>
      ) : series.length > 0 ? (
        <ChartCard title={EVOLUTION_CHART_TITLE} series={series} complete={complete} />
      ) : (
        <Card aria-labelledby="evolucion-titulo">
          <h2 id="evolucion-titulo" className={styles.sectionTitle}>
            {EVOLUTION_CHART_TITLE}
          </h2>
          <p className={styles.muted}>
            Cuando registres tus signos vitales o tu peso, aquí verás cómo cambian.
          </p>
        </Card>
      )}
      {entries && <ReportCard entries={entries} complete={complete} />}
      {entries && entries.length > 0 && <HistoryList entries={entries} complete={complete} />}

      <p className={styles.footer}>Descarga tus PDFs, por seguridad se eliminarán en unos días.</p>
    </div>
  );
}
