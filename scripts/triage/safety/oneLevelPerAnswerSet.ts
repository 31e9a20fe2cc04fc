// Every answer set gets exactly one level, A to D, decided by one rule (or 'default'), and the
// test has a call to action and advice for that level; no rule may fail to evaluate.
import type { TriageAnswers } from '../../../src/domain/triage/triage.ts';
import { answersArbitrary } from './triageArbitraries.ts';
import {
  answersText,
  evaluate,
  headline,
  resultText,
  type TriageSafetyContext,
  type TriageSafetyProperty,
} from './triageSafetyContext.ts';

/** What is wrong with the result for these answers, in Spanish; undefined when nothing is. */
function problem(
  { test, levels }: TriageSafetyContext,
  answers: TriageAnswers,
): string | undefined {
  const { result, errors } = evaluate(test, answers);
  if (errors.length > 0) return `una regla no se pudo evaluar y contó como «no»: ${errors[0]}`;
  if (!levels.some((level) => level.id === result.level))
    return `el nivel ${result.level} no existe`;
  if (result.rationale.length !== 1) return `decidieron ${result.rationale.length} reglas, no una`;
  const [ruleId] = result.rationale;
  const rule = test.rules.find((candidate) => candidate.id === ruleId);
  if (ruleId !== 'default' && rule?.action.level !== result.level) {
    return `la regla ${ruleId} no da el nivel ${result.level}`;
  }
  if (!test.cta[result.level]?.label) return `el nivel ${result.level} no tiene botón (cta)`;
  if (!test.advice[result.level]) return `el nivel ${result.level} no tiene consejo (advice)`;
  return undefined;
}

export const oneLevelPerAnswerSet: TriageSafetyProperty<TriageAnswers> = {
  id: 'one-level',
  title: 'cada conjunto de respuestas recibe exactamente un nivel',
  arbitrary: ({ test }) => answersArbitrary(test),
  holds: (context, answers) => problem(context, answers) === undefined,
  explain(context, answers) {
    const { result } = evaluate(context.test, answers);
    return {
      lines: [
        headline(
          context.test,
          'estas respuestas no reciben exactamente un nivel con su botón y su consejo.',
        ),
        `  Problema: ${problem(context, answers) ?? ''}.`,
        `  Resultado: ${resultText(context, result)}.`,
        ...answersText(context.test, answers),
      ],
    };
  },
};
