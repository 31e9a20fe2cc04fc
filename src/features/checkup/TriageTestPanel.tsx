import { useRef, useState } from 'react';
import { hasAnyAnswer } from '../../domain/triage/triage';
import { parseTriageAnswers } from '../../domain/triage/triageAnswers';
import type { TriageTestWithGeneralSigns } from '../../domain/triage/triageGeneralSigns';
import type { FormSection } from '../../renderers/form/Form';
import { draftToInput } from '../../renderers/QuestionnaireForm/questionnaireDraft';
import { QuestionnaireForm } from '../../renderers/QuestionnaireForm/QuestionnaireForm';
import {
  useQuestionnaireForm,
  type QuestionnaireForm as QuestionnaireFormState,
} from '../../renderers/QuestionnaireForm/useQuestionnaireForm';
import { t } from '../../content/messages';
import { Button } from '../../ui/Button/Button';
import * as styles from './TriageTestPanel.css';
import { TriageResultCard } from './TriageResultCard';

/**
 * The general danger signs first (issue 39), as one checklist, then the test's own questions. A
 * child's signs appear once a child's age is chosen. The checklist's button answers 'No' to every
 * yes/no sign left blank, never to one already answered, and is not offered once a sign is 'Sí':
 * "there is none of these signs" would then be false.
 */
function sectionsOf(
  test: TriageTestWithGeneralSigns,
  form: QuestionnaireFormState,
  noneDone: boolean,
  onNone: () => void,
): readonly FormSection[] {
  const general = new Set(test.generalSigns.fieldIds);
  const generalShown = form.fields.filter((field) => general.has(field.id));
  const yesNoSigns = generalShown.filter((field) => field.type === 'bool');
  const anySignPresent = yesNoSigns.some((field) => form.values[field.id] === true);
  const answerNone = () => {
    for (const field of yesNoSigns) {
      if (form.values[field.id] === undefined) form.setValue(field.id, false);
    }
    onNone();
  };
  return [
    {
      id: `${test.id}-general-signs`,
      title: test.generalSigns.title,
      description: test.generalSigns.description,
      fieldIds: generalShown.map((field) => field.id),
      footer: (
        <div className={styles.noneAnswer}>
          {!anySignPresent && (
            <Button tone="secondary" block onClick={answerNone}>
              {test.generalSigns.noneLabel}
            </Button>
          )}
          <p role="status" className={styles.noneDone}>
            {noneDone && !anySignPresent ? test.generalSigns.noneDone : ''}
          </p>
        </div>
      ),
    },
    {
      id: `${test.id}-own-questions`,
      title: test.generalSigns.testQuestionsTitle,
      fieldIds: form.fields.filter((field) => !general.has(field.id)).map((field) => field.id),
    },
  ];
}

/** One test's questions and, once answered, its result. An empty form is not evaluated. */
export function TriageTestPanel({ test }: { readonly test: TriageTestWithGeneralSigns }) {
  const questionnaire = useQuestionnaireForm(test);
  const [emptyRefused, setEmptyRefused] = useState(false);
  const [noneDone, setNoneDone] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // With no answer every test would say D 'Autocuidado' and that none of the answers is an alarm
  // sign, when none was given: ask for an answer instead. Any change of answer clears the prompt.
  const form: QuestionnaireFormState = {
    ...questionnaire,
    setValue(fieldId, value) {
      setEmptyRefused(false);
      setNoneDone(false);
      questionnaire.setValue(fieldId, value);
    },
    reset() {
      setEmptyRefused(false);
      setNoneDone(false);
      questionnaire.reset();
    },
    submit() {
      const parsed = parseTriageAnswers(
        questionnaire.fields,
        draftToInput(questionnaire.fields, questionnaire.values),
      );
      const empty = parsed.ok && !hasAnyAnswer(parsed.answers);
      setEmptyRefused(empty);
      return empty ? { ok: false, firstInvalidFieldId: undefined } : questionnaire.submit();
    },
  };

  // Focus alone would scroll only until the heading peeks in at the bottom; the member should see
  // the level, why and the call to action, so the card comes to the top of the screen.
  function showResult() {
    const heading = resultHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.closest('section')?.scrollIntoView({ block: 'start' });
  }

  return (
    <>
      <QuestionnaireForm
        fields={form.fields}
        sections={sectionsOf(test, form, noneDone, () => setNoneDone(true))}
        form={form}
        idPrefix={test.id}
        submitLabel={t('triage.submit')}
        resetLabel={t('triage.reset')}
        onEvaluated={showResult}
      />
      <div role="alert">
        {emptyRefused && <p className={styles.emptyFormMessage}>{t('triage.emptyForm')}</p>}
      </div>
      {!emptyRefused && form.result && form.answers && (
        <TriageResultCard
          test={test}
          result={form.result}
          answers={form.answers}
          headingRef={resultHeading}
        />
      )}
    </>
  );
}
