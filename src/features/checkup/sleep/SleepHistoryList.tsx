import { sleepScoreLabel, type SleepSummary } from '../../../domain/sleep';
import { formatMoment } from '../../../domain/chartSeries';
import { SLEEP_TONES } from '../../../domain/entrySummary';
import { formatMinutes, formatNumber } from '../../../domain/format';
import { StatusBadge } from '../StatusBadge';
import * as styles from './SleepPage.css';

const newestFirst = (a: SleepSummary, b: SleepSummary): number =>
  new Date(b.date).getTime() - new Date(a.date).getTime();

/** Saved sessions, newest first, each score with its label in colour and words (spec §9). */
export function SleepHistoryList({ summaries }: { readonly summaries: readonly SleepSummary[] }) {
  return (
    <section aria-labelledby="historial-sueno" className={styles.history}>
      <h2 id="historial-sueno" className={styles.sectionTitle}>
        Historial de sueño
      </h2>
      {summaries.length === 0 ? (
        <p className={styles.muted}>Aún no has guardado ningún resumen.</p>
      ) : (
        <ul className={styles.historyList}>
          {[...summaries].sort(newestFirst).map((summary) => {
            const score = sleepScoreLabel(summary.score_sueno);
            const ended = new Date(summary.date);
            return (
              <li key={String(summary.id)} className={styles.historyItem}>
                <div>
                  <p className={styles.historyDate}>
                    {Number.isNaN(ended.getTime()) ? summary.date : formatMoment(ended)}
                  </p>
                  <p className={styles.muted}>
                    {formatMinutes(summary.duracion_monitorizada)} · puntuación{' '}
                    {formatNumber(summary.score_sueno)}
                  </p>
                </div>
                <StatusBadge text={score.label} tone={SLEEP_TONES[score.tone]} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
