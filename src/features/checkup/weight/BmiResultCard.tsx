import type { Ref } from 'react';
import { t } from '../../../content/messages';
import { BMI_CATEGORIES, bmiCategory, type BmiCategory } from '../../../domain/health/bmi';
import { formatNumber } from '../../../domain/format/format';
import { verdictWords } from '../healthWords';
import * as styles from './BmiResultCard.css';

function rangeText(category: BmiCategory): string {
  const ranges: Readonly<Record<BmiCategory, string>> = {
    under: t('health.bmiRangeUnder'),
    normal: t('health.bmiRangeNormal'),
    over: t('health.bmiRangeOver'),
    obese: t('health.bmiRangeObese'),
  };
  return ranges[category];
}

function imageAlt(category: BmiCategory): string {
  const alts: Readonly<Record<BmiCategory, string>> = {
    under: t('health.bmiImageUnder'),
    normal: t('health.bmiImageNormal'),
    over: t('health.bmiImageOver'),
    obese: t('health.bmiImageObese'),
  };
  return alts[category];
}

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
        alt={imageAlt(category)}
        width={80}
        height={120}
      />
      <div className={styles.body}>
        <h2 id="imc-titulo" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.value}>
          {t('health.bmiShort')} <strong>{formatNumber(bmi)}</strong>
        </p>
        <p className={styles.category}>{verdictWords().bmiCategories[category]}</p>
      </div>
      <ul className={styles.scale} aria-label={t('health.bmiRanges')}>
        {BMI_CATEGORIES.map((candidate) => (
          <li
            key={candidate}
            className={candidate === category ? styles.current : styles.range}
            aria-current={candidate === category ? 'true' : undefined}
          >
            <span>{verdictWords().bmiCategories[candidate]}</span>
            <span>{rangeText(candidate)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('health.bmiNote')}</p>
    </section>
  );
}
