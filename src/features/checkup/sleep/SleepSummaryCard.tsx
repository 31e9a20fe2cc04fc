import { Save, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { t } from '../../../content/messages';
import { sleepScoreTone, type SleepSummary } from '../../../domain/health/sleep';
import { Button } from '../../../ui/Button/Button';
import { SLEEP_TONES } from '../../../domain/health/entrySummary';
import { formatMinutes, formatNumber } from '../../../domain/format/format';
import { verdictWords } from '../healthWords';
import { StatusBadge } from '../StatusBadge';
import * as styles from './SleepPage.css';

/** The stopped session's summary with 'Guardar resumen' and 'Descartar'. */
export function SleepSummaryCard({
  summary,
  onSave,
  onDiscard,
}: {
  readonly summary: SleepSummary;
  readonly onSave: () => void;
  readonly onDiscard: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const tone = sleepScoreTone(summary.score_sueno);

  // The summary replaces the Stop button the member just pressed; focus follows it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.card} aria-labelledby="resumen-sueno">
      <h2 id="resumen-sueno" ref={heading} tabIndex={-1} className={styles.cardTitle}>
        {t('health.sleepSummaryTitle')}
      </h2>
      <div className={styles.score}>
        <span className={styles.scoreValue}>{formatNumber(summary.score_sueno)}</span>
        <span className={styles.scoreOf}>{t('health.sleepScoreOf')}</span>
        <StatusBadge text={verdictWords().sleepScores[tone]} tone={SLEEP_TONES[tone]} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('health.sleepDuration')}</dt>
          <dd>{formatMinutes(summary.duracion_monitorizada)}</dd>
        </div>
        <div>
          <dt>{t('health.sleepSnoring')}</dt>
          <dd>{t('health.sleepSnoringShare', { percent: formatNumber(summary['%_ronquido']) })}</dd>
        </div>
        <div>
          <dt>{t('health.sleepVoiceEvents')}</dt>
          <dd>{formatNumber(summary.eventos_voz)}</dd>
        </div>
        <div>
          <dt>{t('health.sleepNoisePeaks')}</dt>
          <dd>{formatNumber(summary.picos_ruido)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('health.sleepSimulatedNote')}</p>
      <div className={styles.actions}>
        <Button block changesState onClick={onSave}>
          <Save size={20} aria-hidden="true" />
          {t('health.sleepSaveSummary')}
        </Button>
        <Button block tone="secondary" changesState onClick={onDiscard}>
          <Trash2 size={20} aria-hidden="true" />
          {t('health.sleepDiscard')}
        </Button>
      </div>
    </section>
  );
}
