// Numeric bands leave no gaps: a value between two neighbouring values of a question (one step of
// its keyboard apart, e.g. 93 and 94) never gets a lower level than both. "SpO2 91–93" written
// `>= 91 and <= 93` fails it, since 93.5 would fall through; `> 90 and < 94` passes.
import fc from 'fast-check';
import type { TriageNumberField } from '../../../src/content/types/triage-test.ts';
import type { TriageAnswers } from '../../../src/domain/triage/triage.ts';
import { describeAnswer } from '../../../src/domain/triage/triageConditionText.ts';
import { answersArbitrary, boundaryValues } from './triageArbitraries.ts';
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

interface Between {
  readonly field: TriageNumberField;
  readonly low: number;
  readonly fraction: number;
  readonly given: TriageAnswers;
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function points({ field, low, fraction }: Between): [number, number, number] {
  const step = field.step ?? 1;
  return [low, round(low + fraction * step), round(low + step)];
}

function at(between: Between, value: number): TriageAnswers {
  return { ...between.given, [between.field.id]: value };
}

/** Grid points (multiples of the step from min) at and around the thresholds the rules use. */
function lows(test: Parameters<typeof boundaryValues>[0], field: TriageNumberField): number[] {
  const step = field.step ?? 1;
  const grid = boundaryValues(test, field).map((value) =>
    round(field.min + Math.floor(round((value - field.min) / step)) * step),
  );
  return [...new Set(grid)].filter((value) => value + step <= field.max);
}

export const bandsLeaveNoGaps: TriageSafetyProperty<Between> = {
  id: 'bands-leave-no-gaps',
  title: 'las bandas numéricas no dejan huecos',
  arbitrary({ test }) {
    const numbers = test.fields.filter(
      (field): field is TriageNumberField => field.type === 'number',
    );
    const cases = numbers.flatMap((field) => lows(test, field).map((low) => ({ field, low })));
    if (cases.length === 0) return undefined;
    return fc.constantFrom(...cases).chain(({ field, low }) =>
      fc.record({
        field: fc.constant(field),
        low: fc.constant(low),
        fraction: fc.oneof(
          fc.constantFrom(0.5, 0.1, 0.9),
          fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        ),
        given: answersArbitrary(test).map((answers) => without(answers, field.id)),
      }),
    );
  },
  holds(context, between) {
    const [low, middle, high] = points(between);
    const level = (value: number): number =>
      urgency(context, evaluate(context.test, at(between, value)).result);
    return level(middle) >= Math.min(level(low), level(high));
  },
  explain(context, between) {
    const { test } = context;
    const { field } = between;
    const line = (value: number): string =>
      `    ${describeAnswer(field, value)}: ${resultText(context, evaluate(test, at(between, value)).result)}`;
    const [low, middle, high] = points(between);
    return {
      fieldId: field.id,
      lines: [
        headline(
          test,
          `hay un hueco entre dos bandas de ${label(field)}: un valor intermedio recibe un nivel más bajo que los dos de al lado.`,
        ),
        line(low),
        line(middle),
        line(high),
        '  Escribe cada banda sin huecos para decimales: «> 90 y < 94», no «≥ 91 y ≤ 93».',
        ...answersText(test, between.given, field.id),
      ],
    };
  },
};
