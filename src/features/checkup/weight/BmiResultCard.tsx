import type { Ref } from 'react';
import {
  BMI_CATEGORIES,
  BMI_CATEGORY_LABELS,
  bmiCategory,
  type BmiCategory,
} from '../../../domain/health/bmi';
import { formatNumber } from '../../../domain/format/format';
import * as styles from './BmiResultCard.css';

const ranges: Readonly<Record<BmiCategory, string>> = {
  under: 'menos de 18.5',
  normal: '18.5 a 24.9',
  over: '25 a 29.9',
  obese: '30 o más',
};

const imageAlt: Readonly<Record<BmiCategory, string>> = {
  under: 'Silueta de referencia de una persona delgada',
  normal: 'Silueta de referencia de una persona de complexión media',
  over: 'Silueta de referencia de una persona de complexión robusta',
  obese: 'Silueta de referencia de una persona de complexión amplia',
};

/** The index, its category in words, the silhouette for it and where it sits on the scale. */
export function BmiResultCard({
  bmi,
  heading,
  headingRef,
}: {
  readonly bmi: number;
  readonly heading: string;
  readonly headingRef?: Ref<HTMLHeadingElement>;
}) {
  const category = bmiCategory(bmi);
  return (
    <section className={styles.card} aria-labelledby="imc-titulo">
      <img
        className={styles.image}
        src={`/bmi/${category}.png`}
        alt={imageAlt[category]}
        width={80}
        height={120}
      />
      <div className={styles.body}>
        <h2 id="imc-titulo" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.value}>
          IMC <strong>{formatNumber(bmi)}</strong>
        </p>
        <p className={styles.category}>{BMI_CATEGORY_LABELS[category]}</p>
      </div>
      <ul className={styles.scale} aria-label="Rangos del IMC">
        {BMI_CATEGORIES.map((candidate) => (
          <li
            key={candidate}
            className={candidate === category ? styles.current : styles.range}
            aria-current={candidate === category ? 'true' : undefined}
          >
            <span>{BMI_CATEGORY_LABELS[candidate]}</span>
            <span>{ranges[candidate]}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        El IMC es una referencia general: no considera tu complexión ni tu masa muscular.
      </p>
    </section>
  );
}
