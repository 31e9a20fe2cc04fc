// An independent reading of the JSON-Logic subset the triage content uses, written straight from the
// triage contract and without json-logic-js, so the property tests can check the engine against it.
// A blank field is a BLANK marker: arithmetic with it stays BLANK, a comparison with it is false, and
// it is falsy for and/or/!/if. Anything outside the subset throws, so new operators get noticed here.
import type { TriageRule } from '../../src/content/types/triage-test';
import type { TriageAnswers } from '../../src/domain/triage/triage';

const BLANK = Symbol('blank');

type Value = boolean | number | string | null | typeof BLANK | readonly Value[];

function truthy(value: Value): boolean {
  if (value === BLANK || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

function numberOf(value: Value): number {
  if (typeof value !== 'number')
    throw new Error(`reference: expected a number, got ${String(value)}`);
  return value;
}

function compareChain(values: readonly Value[], holds: (a: number, b: number) => boolean): boolean {
  if (values.includes(BLANK)) return false;
  const numbers = values.map(numberOf);
  return numbers.every((value, index) => index === 0 || holds(numbers[index - 1]!, value));
}

function evaluate(logic: unknown, answers: TriageAnswers): Value {
  if (Array.isArray(logic)) return logic.map((item: unknown) => evaluate(item, answers));
  if (logic === null || typeof logic !== 'object') return logic as Value;
  const entries = Object.entries(logic);
  if (entries.length !== 1) throw new Error('reference: an operation has exactly one key');
  const [operator, raw] = entries[0]!;
  const rawArgs: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
  if (operator === 'var') {
    const name = rawArgs[0];
    if (typeof name !== 'string') throw new Error('reference: var takes a field id');
    const value = Object.hasOwn(answers, name) ? answers[name] : undefined;
    return value === undefined || value === null ? BLANK : value;
  }
  const args = rawArgs.map((arg) => evaluate(arg, answers));
  switch (operator) {
    case 'and':
      return args.every(truthy);
    case 'or':
      return args.some(truthy);
    case '!':
      return !truthy(args[0] ?? null);
    case 'if':
      return truthy(args[0] ?? null) ? (args[1] ?? null) : (args[2] ?? null);
    case '+':
      return args.includes(BLANK)
        ? BLANK
        : args.reduce<number>((sum, arg) => sum + numberOf(arg), 0);
    case '==':
    case '===':
      return !args.includes(BLANK) && args[0] === args[1];
    case '!=':
    case '!==':
      return !args.includes(BLANK) && args[0] !== args[1];
    case 'in':
      return !args.includes(BLANK) && Array.isArray(args[1]) && args[1].includes(args[0] ?? null);
    case '<':
      return compareChain(args, (a, b) => a < b);
    case '<=':
      return compareChain(args, (a, b) => a <= b);
    case '>':
      return compareChain(args, (a, b) => a > b);
    case '>=':
      return compareChain(args, (a, b) => a >= b);
    default:
      throw new Error(`reference: operator "${operator}" is outside the triage subset`);
  }
}

/** Whether a rule's condition (and extra condition) holds, per the contract. */
export function referenceRuleHolds(rule: TriageRule, answers: TriageAnswers): boolean {
  if (!truthy(evaluate(rule.condition, answers))) return false;
  return rule.extraCondition === undefined || truthy(evaluate(rule.extraCondition, answers));
}
