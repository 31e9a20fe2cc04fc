// Turning a yes/no danger answer to "sí" (or an `invertMeaning` answer, whose "sí" is the safe one,
// to "no" or blank) never lowers the level.
import fc from 'fast-check';
import type { TriageBoolField } from '../../../src/content/types/triage-test.ts';
import type { TriageAnswers } from '../../../src/domain/triage/triage.ts';
import { answersArbitrary } from './triageArbitraries.ts';
import {
  answersText,
  evaluate,
  headline,
  label,
  resultText,
  urgency,
  without,
  type TriageSafetyProperty,
} from './triageSafetyContext.ts';

interface Flip {
  readonly field: TriageBoolField;
  /** A blank yes/no reads as "no": the safe side, or for inverted questions the side of danger. */
  readonly blankSide: boolean;
  readonly given: TriageAnswers;
}

function sides({ field, blankSide, given }: Flip): { safe: TriageAnswers; danger: TriageAnswers } {
  const rest = without(given, field.id);
  if (field.invertMeaning) {
    return {
      safe: { ...rest, [field.id]: true },
      danger: blankSide ? rest : { ...rest, [field.id]: false },
    };
  }
  return {
    safe: blankSide ? rest : { ...rest, [field.id]: false },
    danger: { ...rest, [field.id]: true },
  };
}

function answerWord(answers: TriageAnswers, fieldId: string): string {
  const value = answers[fieldId];
  if (value === undefined || value === null) return 'sin responder';
  return value === true ? '«sí»' : '«no»';
}

export const dangerNeverLowers: TriageSafetyProperty<Flip> = {
  id: 'danger-never-lowers',
  title: 'responder hacia el peligro nunca baja el nivel',
  arbitrary({ test }) {
    const bools = test.fields.filter((field): field is TriageBoolField => field.type === 'bool');
    if (bools.length === 0) return undefined;
    return fc.record({
      field: fc.constantFrom(...bools),
      blankSide: fc.boolean(),
      given: answersArbitrary(test),
    });
  },
  holds(context, flip) {
    const { safe, danger } = sides(flip);
    return (
      urgency(context, evaluate(context.test, danger).result) >=
      urgency(context, evaluate(context.test, safe).result)
    );
  },
  explain(context, flip) {
    const { test } = context;
    const { safe, danger } = sides(flip);
    const problem = flip.field.invertMeaning
      ? `responder hacia el peligro a ${label(flip.field)} (aquí «sí» es lo seguro) bajó el nivel.`
      : `responder «sí» a una señal de peligro bajó el nivel.`;
    return {
      fieldId: flip.field.id,
      lines: [
        headline(test, problem),
        `  Pregunta: ${label(flip.field)}`,
        `    con ${answerWord(safe, flip.field.id)}: ${resultText(context, evaluate(test, safe).result)}`,
        `    con ${answerWord(danger, flip.field.id)}: ${resultText(context, evaluate(test, danger).result)}`,
        ...answersText(test, safe, flip.field.id),
      ],
    };
  },
};
