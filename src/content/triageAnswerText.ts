// A problem with a triage answer (src/domain/triage/triageAnswers.ts) in the catalogue's words
// (content/messages/triage.json): beside the question on the alerts screen, and printed by
// `npm run triage` (its scripts register the catalogue with scripts/lib/registerMessageAreas.ts).
import type { TriageAnswerProblem } from '../domain/triage/triageAnswers';
import { t } from './messages.ts';

let numberFormat: Intl.NumberFormat | undefined;

/** '36,5': up to two decimals, no thousands separator, as the form shows a reading. */
function number(value: number): string {
  numberFormat ??= new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2, useGrouping: false });
  return numberFormat.format(value);
}

export function triageAnswerProblemText(problem: TriageAnswerProblem): string {
  switch (problem.code) {
    case 'not_an_object':
      return t('triage.answersNotAnObject');
    case 'unknown_field':
      return t('triage.answerUnknownField', {
        field: problem.fieldId,
        known: problem.known.join(', '),
      });
    case 'wrong_type': {
      const { question } = problem;
      if (problem.expected === 'bool') return t('triage.answerNotYesNo', { question });
      if (problem.expected === 'number') return t('triage.answerNotNumber', { question });
      return t('triage.answerNotOption', { question, options: problem.options.join(', ') });
    }
    case 'out_of_range':
      return t('triage.answerOutOfRange', {
        question: problem.question,
        value: number(problem.value),
        min: number(problem.min),
        max: number(problem.max),
        unit: problem.unit,
      });
    case 'unknown_option':
      return t('triage.answerUnknownOption', {
        question: problem.question,
        value: problem.value,
        options: problem.options.join(', '),
      });
  }
}
