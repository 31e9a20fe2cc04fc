// A question left blank never satisfies a threshold: if a rule matches with a number (or choice)
// unanswered, it must match whatever the member would have answered. Catches a negated comparison
// (`!` around `spo2 > 95`) and any other way a blank could read as a value. A rule that names a field
// in `readsBlank` reads that blank as "unknown" on purpose (content/triage/README.md): skipped there.
import fc from 'fast-check';
import type { TriageField, TriageRule } from '../../../src/content/types/triage-test.ts';
import type { TriageAnswers, TriageAnswerValue } from '../../../src/domain/triage/triage.ts';
import { describeAnswer, fieldsRead } from '../../../src/domain/triage/triageConditionText.ts';
import { answersArbitrary, valueArbitrary } from './triageArbitraries.ts';
import {
  answersText,
  headline,
  label,
  ruleMatches,
  without,
  type TriageSafetyProperty,
} from './triageSafetyContext.ts';

interface BlankCase {
  readonly field: TriageField;
  readonly rule: TriageRule;
  readonly value: TriageAnswerValue;
  readonly given: TriageAnswers;
}

function readsBlankOnPurpose(rule: TriageRule, fieldId: string): boolean {
  return rule.readsBlank?.some((blankFieldId) => blankFieldId === fieldId) ?? false;
}

export const blankNeverSatisfies: TriageSafetyProperty<BlankCase> = {
  id: 'blank-never-satisfies',
  title: 'una pregunta sin responder nunca cumple un umbral',
  arbitrary({ test }) {
    const reads = test.fields
      .filter((field) => field.type !== 'bool')
      .flatMap((field) =>
        test.rules
          .filter(
            (rule) =>
              !readsBlankOnPurpose(rule, field.id) &&
              fieldsRead([rule.condition, rule.extraCondition ?? null]).includes(field.id),
          )
          .map((rule) => ({ field, rule })),
      );
    if (reads.length === 0) return undefined;
    return fc.constantFrom(...reads).chain(({ field, rule }) =>
      fc.record({
        field: fc.constant(field),
        rule: fc.constant(rule),
        value: valueArbitrary(test, field),
        given: answersArbitrary(test).map((answers) => without(answers, field.id)),
      }),
    );
  },
  holds: ({ test }, { field, rule, value, given }) =>
    !ruleMatches(test, rule, given) || ruleMatches(test, rule, { ...given, [field.id]: value }),
  explain({ test }, { field, rule, value, given }) {
    return {
      fieldId: field.id,
      lines: [
        headline(test, 'una pregunta sin responder cumple una condición.'),
        `  La regla ${rule.id} se cumple con ${label(field)} sin responder, pero no con ${describeAnswer(field, value)}:`,
        '  dejarla en blanco cuenta como si cumpliera el umbral. No niegues una comparación con «!»;',
        '  escribe la comparación contraria (por ejemplo «spo2 ≤ 95» en lugar de «!(spo2 > 95)»).',
        ...answersText(test, given, field.id),
      ],
    };
  },
};
