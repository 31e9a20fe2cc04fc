import { useRef } from 'react';
import type { TriageTest } from '../../content/types/triage-test';
import { QuestionnaireForm } from '../../renderers/QuestionnaireForm/QuestionnaireForm';
import { useQuestionnaireForm } from '../../renderers/QuestionnaireForm/useQuestionnaireForm';
import { TriageResultCard } from './TriageResultCard';

/** One test's questions and, once answered, its result. */
export function TriageTestPanel({ test }: { readonly test: TriageTest }) {
  const form = useQuestionnaireForm(test);
  const resultHeading = useRef<HTMLHeadingElement>(null);

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
        fields={test.fields}
        form={form}
        idPrefix={test.id}
        submitLabel="Ver resultado"
        resetLabel="Reiniciar"
        onEvaluated={showResult}
      />
      {form.result && form.answers && (
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
