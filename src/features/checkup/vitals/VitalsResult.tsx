import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { t } from '../../../content/messages';
import type {
  BloodPressureClassification,
  BloodPressureRisk,
} from '../../../domain/health/bloodPressure';
import { EmergencyCallLink } from '../EmergencyCallLink';
import { formatNumber } from '../../../domain/format/format';
import type { VitalsAnalysis } from './vitalsRecord';
import { classificationMessage } from './classificationMessage';
import { verdictWords } from '../healthWords';
import * as styles from './VitalsResult.css';

const riskIcons = { low: CircleCheck, medium: TriangleAlert, high: CircleAlert } as const;

/** What to do next. Not in the spec: plain guidance beside the classification, for clinical review. */
function advice({ risk, finding }: BloodPressureClassification): string | undefined {
  if (finding === 'hypertensiveCrisis') return t('vitals.crisisAdvice');
  const byRisk: Readonly<Record<BloodPressureRisk, string | undefined>> = {
    high: t('vitals.highAdvice'),
    medium: t('vitals.mediumAdvice'),
    low: undefined,
  };
  return byRisk[risk];
}

export function VitalsResult({
  analysis,
  headingRef,
}: {
  readonly analysis: VitalsAnalysis;
  readonly headingRef: Ref<HTMLHeadingElement>;
}) {
  const { pressure, spo2 } = analysis.vitals;
  const classification = analysis.classification;
  const values = [
    pressure
      ? t('health.entryPressure', {
          systolic: formatNumber(pressure.systolic),
          diastolic: formatNumber(pressure.diastolic),
        })
      : undefined,
    pressure ? t('health.entryPulse', { value: formatNumber(pressure.heartRate) }) : undefined,
    spo2 !== undefined ? t('health.entrySpo2', { value: formatNumber(spo2) }) : undefined,
  ].filter(Boolean);

  if (!classification) {
    return (
      <section className={styles.card.neutral} aria-labelledby="resultado-vitales">
        <h2
          id="resultado-vitales"
          ref={headingRef}
          tabIndex={-1}
          className={`${styles.heading} ${styles.headingTone.neutral}`}
        >
          {t('vitals.resultTitle')}
        </h2>
        <p className={styles.values}>{values.join(' · ')}</p>
        <p>{t('vitals.pressureNeeded')}</p>
      </section>
    );
  }

  const Icon = riskIcons[classification.risk];
  const next = advice(classification);
  return (
    <section className={styles.card[classification.risk]} aria-labelledby="resultado-vitales">
      <h2
        id="resultado-vitales"
        ref={headingRef}
        tabIndex={-1}
        className={`${styles.heading} ${styles.headingTone[classification.risk]}`}
      >
        <Icon size={28} aria-hidden="true" />
        <span>
          <span className={styles.kicker}>{t('vitals.riskKicker')}</span>
          {verdictWords().risks[classification.risk]}
        </span>
      </h2>
      <p className={styles.classification}>{classificationMessage(classification)}</p>
      <p className={styles.values}>{values.join(' · ')}</p>
      {next && <p>{next}</p>}
      {classification.finding === 'hypertensiveCrisis' && <EmergencyCallLink />}
      <p className={styles.note}>{t('vitals.resultNote')}</p>
    </section>
  );
}
