import { t, tPlural } from '../../../content/messages';
import { sleepScoreTone, type SleepSummary } from '../../../domain/health/sleep';
import { formatMoment } from '../../../domain/chart/chartSeries';
import { SLEEP_TONES } from '../../../domain/health/entrySummary';
import { formatMinutes, formatNumber } from '../../../domain/format/format';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { verdictWords } from '../healthWords';
import { StatusBadge } from '../StatusBadge';
import * as styles from './SleepPage.css';

const newestFirst = (a: SleepSummary, b: SleepSummary): number =>
  new Date(b.date).getTime() - new Date(a.date).getTime();

/** Sessions shown at first and added by each 'Ver más'. */
export const SLEEP_PAGE_SIZE = 30;

/**
 * Saved sessions, newest first, each score with its label in colour and words (spec §9). Years of
 * nights are shown a month at a time: 'Ver más' adds older ones.
 */
export function SleepHistoryList({ summaries }: { readonly summaries: readonly SleepSummary[] }) {
  const sorted = useMemo(() => [...summaries].sort(newestFirst), [summaries]);
  const [shown, setShown] = useState(SLEEP_PAGE_SIZE);
  return (
    <section aria-labelledby="historial-sueno" className={styles.history}>
      <h2 id="historial-sueno" className={styles.sectionTitle}>
        {t('health.sleepHistory')}
      </h2>
      {summaries.length === 0 ? (
        <p className={styles.muted}>{t('health.sleepHistoryEmpty')}</p>
      ) : (
        <ul className={styles.historyList}>
          {sorted.slice(0, shown).map((summary) => {
            const tone = sleepScoreTone(summary.score_sueno);
            const ended = new Date(summary.date);
            return (
              <li key={String(summary.id)} className={styles.historyItem}>
                <div>
                  <p className={styles.historyDate}>
                    {Number.isNaN(ended.getTime()) ? summary.date : formatMoment(ended)}
                  </p>
                  <p className={styles.muted}>
                    {t('health.sleepHistoryItem', {
                      duration: formatMinutes(summary.duracion_monitorizada),
                      score: formatNumber(summary.score_sueno),
                    })}
                  </p>
                </div>
                <StatusBadge text={verdictWords().sleepScores[tone]} tone={SLEEP_TONES[tone]} />
              </li>
            );
          })}
        </ul>
      )}
      {shown < sorted.length && (
        <>
          <p className={styles.muted} aria-live="polite">
            {tPlural('health.sleepHistoryShown', shown, { total: sorted.length })}
          </p>
          <Button
            tone="secondary"
            block
            onClick={() => setShown((count) => count + SLEEP_PAGE_SIZE)}
          >
            {t('health.sleepHistoryShowMore')}
          </Button>
        </>
      )}
    </section>
  );
}
