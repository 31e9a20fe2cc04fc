import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import {
  HYPERTENSIVE_CRISIS,
  RISK_LABELS,
  type BloodPressureRisk,
} from '../../../domain/health/bloodPressure';
import { EmergencyCallLink } from '../EmergencyCallLink';
import { formatNumber } from '../../../domain/format/format';
import type { VitalsAnalysis } from './vitalsRecord';
import { classificationMessage } from './classificationMessage';
import * as styles from './VitalsResult.css';

const riskIcons = { low: CircleCheck, medium: TriangleAlert, high: CircleAlert } as const;

/** What to do next. Not in the spec: plain guidance beside the classification, for clinical review. */
function advice(risk: BloodPressureRisk, label: string): string | undefined {
  if (label === HYPERTENSIVE_CRISIS) {
    return 'Vuelve a medirte en 5 minutos, sentado y en reposo. Si sigue así, o si tienes dolor de pecho, falta de aire, debilidad, dificultad para hablar o visión borrosa, llama al 911.';
  }
  if (risk === 'high') return 'Tu presión está alta. Consulta a tu médico pronto.';
  if (risk === 'medium') return 'Vigila tus valores y coméntalos con tu médico.';
  return undefined;
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
      ? `Presión ${formatNumber(pressure.systolic)}/${formatNumber(pressure.diastolic)} mmHg`
      : undefined,
    pressure ? `Pulso ${formatNumber(pressure.heartRate)} lpm` : undefined,
    spo2 !== undefined ? `SpO2 ${formatNumber(spo2)} %` : undefined,
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
          Resultado
        </h2>
        <p className={styles.values}>{values.join(' · ')}</p>
        <p>Para clasificar tu presión arterial ingresa la sistólica, la diastólica y el pulso.</p>
      </section>
    );
  }

  const Icon = riskIcons[classification.risk];
  const next = advice(classification.risk, classification.label);
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
          <span className={styles.kicker}>Riesgo: </span>
          {RISK_LABELS[classification.risk]}
        </span>
      </h2>
      <p className={styles.classification}>{classificationMessage(classification)}</p>
      <p className={styles.values}>{values.join(' · ')}</p>
      {next && <p>{next}</p>}
      {classification.label === HYPERTENSIVE_CRISIS && <EmergencyCallLink />}
      <p className={styles.note}>Este resultado es orientativo, no es un diagnóstico.</p>
    </section>
  );
}
