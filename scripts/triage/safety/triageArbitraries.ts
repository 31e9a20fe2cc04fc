// Answer sets for the triage safety checks (`npm run check:triage` and the property tests): every
// field may be absent, null or a value of its type. Numbers come from the field's range, with extra
// weight on each threshold the rules mention and on the values around it (±1, ±0.5, ±0.1).
import fc from 'fast-check';
import type {
  TriageField,
  TriageNumberField,
  TriageTest,
} from '../../../src/content/types/triage-test.ts';
import type { TriageAnswers, TriageAnswerValue } from '../../../src/domain/triage/triage.ts';

function numericLiterals(node: unknown, found: Set<number>): Set<number> {
  if (typeof node === 'number') found.add(node);
  else if (Array.isArray(node)) node.forEach((item: unknown) => numericLiterals(item, found));
  else if (node !== null && typeof node === 'object') {
    Object.values(node).forEach((item: unknown) => numericLiterals(item, found));
  }
  return found;
}

/** Thresholds of the test's rules and their neighbours, inside the field's range. */
export function boundaryValues(test: TriageTest, field: TriageNumberField): number[] {
  const literals = numericLiterals(
    test.rules.map((rule) => [rule.condition, rule.extraCondition ?? null]),
    new Set([field.min, field.max]),
  );
  const near = [...literals].flatMap((value) =>
    [-1, -0.5, -0.1, 0, 0.1, 0.5, 1].map((offset) => Math.round((value + offset) * 10) / 10),
  );
  return [...new Set(near)].filter((value) => value >= field.min && value <= field.max);
}

export function numberArbitrary(test: TriageTest, field: TriageNumberField): fc.Arbitrary<number> {
  const boundaries = boundaryValues(test, field);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...boundaries) },
    { weight: 1, arbitrary: fc.integer({ min: Math.ceil(field.min), max: Math.floor(field.max) }) },
    {
      weight: 1,
      arbitrary: fc.double({
        min: field.min,
        max: field.max,
        noNaN: true,
        noDefaultInfinity: true,
      }),
    },
  );
}

export function valueArbitrary(
  test: TriageTest,
  field: TriageField,
): fc.Arbitrary<TriageAnswerValue> {
  switch (field.type) {
    case 'bool':
      return fc.boolean();
    case 'number':
      return numberArbitrary(test, field);
    case 'choice':
      return fc.constantFrom(...field.options.map((option) => option.id));
  }
}

/** Any answer set within the field types; a field may be absent or null (both mean blank). */
export function answersArbitrary(test: TriageTest): fc.Arbitrary<TriageAnswers> {
  const model: Record<string, fc.Arbitrary<TriageAnswerValue | null>> = {};
  for (const field of test.fields) {
    model[field.id] = fc.option(valueArbitrary(test, field), { nil: null, freq: 6 });
  }
  return fc.record(model, { requiredKeys: [] });
}
