import { Save, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { sleepScoreLabel, type SleepSummary } from '../../../domain/health/sleep';
import { Button } from '../../../ui/Button/Button';
import { SLEEP_TONES } from '../../../domain/health/entrySummary';
import { formatMinutes, formatNumber } from '../../../domain/format/format';
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
  const score = sleepScoreLabel(summary.score_sueno);

  // The summary replaces the Stop button the member just pressed; focus follows it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.card} aria-labelledby="resumen-sueno">
      <h2 id="resumen-sueno" ref={heading} tabIndex={-1} className={styles.cardTitle}>
        Resumen de tu sesión
      </h2>
      <div className={styles.score}>
        <span className={styles.scoreValue}>{formatNumber(summary.score_sueno)}</span>
        <span className={styles.scoreOf}>de 100</span>
        <StatusBadge text={score.label} tone={SLEEP_TONES[score.tone]} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Duración monitoreada</dt>
          <dd>{formatMinutes(summary.duracion_monitorizada)}</dd>
        </div>
        <div>
          <dt>Ronquidos</dt>
          <dd>{formatNumber(summary['%_ronquido'])} % del tiempo</dd>
        </div>
        <div>
          <dt>Eventos de voz</dt>
          <dd>{formatNumber(summary.eventos_voz)}</dd>
        </div>
        <div>
          <dt>Picos de ruido</dt>
          <dd>{formatNumber(summary.picos_ruido)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        Valores simulados: el análisis del sonido de tu noche estará disponible próximamente.
      </p>
      <div className={styles.actions}>
        <Button block changesState onClick={onSave}>
          <Save size={20} aria-hidden="true" />
          Guardar resumen
        </Button>
        <Button block tone="secondary" changesState onClick={onDiscard}>
          <Trash2 size={20} aria-hidden="true" />
          Descartar
        </Button>
      </div>
    </section>
  );
}
