import { Moon, Square } from 'lucide-react';
import { t } from '../../../content/messages';
import { elapsedMs, formatElapsed } from '../../../domain/health/sleep';
import { Button } from '../../../ui/Button/Button';
import { useSleepHistory } from '../useStoredEntries';
import { SleepHistoryList } from './SleepHistoryList';
import * as styles from './SleepPage.css';
import { SleepSummaryCard } from './SleepSummaryCard';
import { useNow } from '../../../ui/useNow';
import { useSleepMonitor } from './useSleepMonitor';

/** /mi-chequeo/sueno: start and stop monitoring, the summary, the saved sessions. */
export default function SleepPage() {
  const monitor = useSleepMonitor();
  const history = useSleepHistory();
  const session = monitor.session;
  const monitoring = session?.status === 'monitoring';
  const now = useNow({ everyMs: 1000, active: monitoring });

  return (
    <div className={styles.page}>
      {session?.status === 'stopped' ? (
        <SleepSummaryCard
          summary={session.summary}
          onSave={monitor.save}
          onDiscard={monitor.discard}
        />
      ) : (
        <section className={styles.card} aria-labelledby="monitoreo-titulo">
          <h2 id="monitoreo-titulo" className={styles.cardTitle}>
            {monitoring ? t('health.sleepMonitoringTitle') : t('health.sleepIdleTitle')}
          </h2>
          <p className={styles.muted}>
            {monitoring ? t('health.sleepMonitoringHint') : t('health.sleepIdleHint')}
          </p>
          <p className={styles.timerLabel} id="tiempo-monitoreo">
            {t('health.sleepTimer')}
          </p>
          <p className={styles.timer} role="timer" aria-labelledby="tiempo-monitoreo">
            {formatElapsed(monitoring ? elapsedMs(session.startedAt, now) : 0)}
          </p>
          {monitoring ? (
            <Button block size="lg" tone="danger" changesState onClick={monitor.stop}>
              <Square size={22} aria-hidden="true" />
              {t('health.sleepStop')}
            </Button>
          ) : (
            <Button block size="lg" changesState onClick={monitor.start}>
              <Moon size={22} aria-hidden="true" />
              {t('health.sleepStart')}
            </Button>
          )}
        </section>
      )}
      <SleepHistoryList summaries={history} />
    </div>
  );
}
