// The engine guard behind "an unanswered field never satisfies a threshold" (triage contract).
//
// json-logic-js reads a blank field as null and compares null like 0, so `spo2 <= 90` would be true
// for a member who left SpO2 empty. Before a rule is evaluated, every comparison that computes with an
// unanswered field is therefore replaced by `false`. A comparison "computes with" a field when the
// field is one of its operands, directly or through arithmetic (+ - * / % min max). A field read inside
// a nested comparison, an `if`, `and`, `or` or `!` does not count: that inner part is guarded, or
// truth-tested, on its own. So in a score such as `(age >= 40) + on_effort + … >= 2` a blank age only
// drops its own point, while in `phq2_interest + phq2_mood >= 3` a blank item makes the sum unknown.
//
// Consequence for rule authors: never negate a comparison (`!(spo2 > 95)`); a blank would turn the
// guarded `false` into `true`. The property tests check that no rule does.

/** Operators that compare values; each is guarded. */
const comparisonOperators: ReadonlySet<string> = new Set([
  '==',
  '===',
  '!=',
  '!==',
  '<',
  '<=',
  '>',
  '>=',
  'in',
]);

/** Operators whose result is computed from their operands' values, so a blank operand taints it. */
const arithmeticOperators: ReadonlySet<string> = new Set(['+', '-', '*', '/', '%', 'min', 'max']);

/** Tells whether a field has an answer (a blank field is absent, or null). */
export type IsAnswered = (fieldId: string) => boolean;

interface Operation {
  readonly operator: string;
  readonly args: readonly unknown[];
}

/** json-logic-js's reading: an object with exactly one key is an operation. */
function asOperation(node: unknown): Operation | undefined {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const entries = Object.entries(node);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return undefined;
  const [operator, raw] = entry;
  return { operator, args: Array.isArray(raw) ? raw : [raw] };
}

function computesWithUnanswered(node: unknown, isAnswered: IsAnswered): boolean {
  const operation = asOperation(node);
  if (operation === undefined) return false;
  const { operator, args } = operation;
  if (operator === 'var') {
    const [name] = args;
    return typeof name === 'string' && !isAnswered(name);
  }
  if (!arithmeticOperators.has(operator)) return false;
  return args.some((arg) => computesWithUnanswered(arg, isAnswered));
}

/** Returns the logic with every comparison that computes with an unanswered field replaced by false. */
export function triageGuard(logic: unknown, isAnswered: IsAnswered): unknown {
  if (Array.isArray(logic)) return logic.map((item: unknown) => triageGuard(item, isAnswered));
  const operation = asOperation(logic);
  if (operation === undefined || operation.operator === 'var') return logic;
  const { operator, args } = operation;
  if (
    comparisonOperators.has(operator) &&
    args.some((arg) => computesWithUnanswered(arg, isAnswered))
  ) {
    return false;
  }
  return { [operator]: args.map((arg) => triageGuard(arg, isAnswered)) };
}
