import { Save } from 'lucide-react';
import type { Ref } from 'react';
import { t } from '../../content/messages';
import { triageLevelById } from '../../content/triageLevels';
import type { TriageAnswers, TriageResult } from '../../domain/triage/triage';
import {
  DANGER_NOT_RULED_OUT_RULE_ID,
  dangerQuestionsLeftBlank,
  type TriageTestWithGeneralSigns,
} from '../../domain/triage/triageGeneralSigns';
import { Button } from '../../ui/Button/Button';
import { cssVarStyle } from './cssVarStyle';
import { CrisisLineLink } from './CrisisLineLink';
import { TriageCtaButton } from './TriageCtaButton';
import * as styles from './TriageResultCard.css';
import { triageReasons } from '../../domain/triage/triageReasons';
import { triageReasonText } from './triageReasonText';
import { useSaveTriageResult } from './useSaveTriageResult';

export interface TriageResultCardProps {
  readonly test: TriageTestWithGeneralSigns;
  readonly result: TriageResult;
  readonly answers: TriageAnswers;
  /** The heading that takes focus when the result appears. */
  readonly headingRef: Ref<HTMLHeadingElement>;
}

/** The level in colour and words, why, what to do, the call to action and saving. */
export function TriageResultCard({ test, result, answers, headingRef }: TriageResultCardProps) {
  const level = triageLevelById(result.level);
  const reasons = triageReasons(test, result).map(triageReasonText);
  const advice = test.advice[result.level];
  const save = useSaveTriageResult();
  const headingId = `${test.id}-result-heading`;
  const unanswered = result.rationale.includes(DANGER_NOT_RULED_OUT_RULE_ID)
    ? dangerQuestionsLeftBlank(test, answers)
    : [];

  return (
    <section
      className={styles.card}
      style={cssVarStyle(styles.levelColor, level.color)}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.level}>
        <span className={styles.kicker}>{t('triage.yourResult')}</span>
        <span className={styles.levelLabel}>{level.label}</span>
      </h3>
      <div className={styles.body}>
        <h4 className={styles.subheading}>{t('triage.why')}</h4>
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        {unanswered.length > 0 && (
          <>
            <p id={`${test.id}-unanswered`}>{test.generalSigns.unansweredIntro}</p>
            <ul className={styles.reasons} aria-labelledby={`${test.id}-unanswered`}>
              {unanswered.map((field) => (
                <li key={field.id}>{field.label}</li>
              ))}
            </ul>
          </>
        )}
        {advice && (
          <>
            <h4 className={styles.subheading}>{t('triage.whatToDo')}</h4>
            <p>{advice}</p>
          </>
        )}
        <div className={styles.actions}>
          <TriageCtaButton
            level={result.level}
            cta={test.cta[result.level]}
            testTitle={test.title}
          />
          {test.cta[result.level]?.alsoCall === 'crisisLine' && <CrisisLineLink />}
          <Button
            tone="secondary"
            block
            onClick={() =>
              save({
                test,
                result,
                answers,
                levelLabel: level.label,
                reasons,
                testTitle: test.title,
              })
            }
          >
            <Save aria-hidden="true" size={20} />
            {t('triage.saveToHistory')}
          </Button>
        </div>
      </div>
    </section>
  );
}
