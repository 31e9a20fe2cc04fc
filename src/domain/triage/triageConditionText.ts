// A triage rule's JSON-Logic condition in Spanish words, with the questions' own labels, for
// clinical editors: `npm run triage -- --explain` and the review tables of content/triage/review/.
// Shapes the content uses (and, or, !, comparisons, scores of `if` points) read as sentences; any
// other shape falls back to its JSON, so nothing is ever hidden from the reviewer.
import type { TriageField } from '../../content/types/triage-test';

export type TriageFieldsById = ReadonlyMap<string, TriageField>;

export interface JsonLogicOperation {
  readonly operator: string;
  readonly args: readonly unknown[];
}

const comparisonSymbols: Readonly<Record<string, string>> = {
  '<': '<',
  '<=': '≤',
  '>': '>',
  '>=': '≥',
  '==': '=',
  '===': '=',
  '!=': '≠',
  '!==': '≠',
};

/** How a score's threshold reads: "al menos 2 de estos puntos: …". */
const scoreQuantity: Readonly<Record<string, string>> = {
  '>=': 'al menos',
  '>': 'más de',
  '<=': 'como mucho',
  '<': 'menos de',
  '==': 'exactamente',
};

export function fieldsById(fields: readonly TriageField[]): TriageFieldsById {
  return new Map(fields.map((field) => [field.id, field]));
}

/** json-logic-js's reading: an object with exactly one key is an operation. */
export function asOperation(node: unknown): JsonLogicOperation | undefined {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const entries = Object.entries(node);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) return undefined;
  const [operator, raw] = entry;
  return { operator, args: Array.isArray(raw) ? raw : [raw] };
}

/** The field id of a `{"var": id}` node, else undefined. */
export function varName(node: unknown): string | undefined {
  const operation = asOperation(node);
  if (operation?.operator !== 'var') return undefined;
  const [name] = operation.args;
  return typeof name === 'string' ? name : undefined;
}

export function isComparison(operator: string): boolean {
  return Object.hasOwn(comparisonSymbols, operator);
}

/** Every field id a piece of logic reads, in order of appearance, without repeats. */
export function fieldsRead(node: unknown, found: string[] = []): string[] {
  const name = varName(node);
  if (name !== undefined) {
    if (!found.includes(name)) found.push(name);
    return found;
  }
  if (Array.isArray(node)) node.forEach((item: unknown) => fieldsRead(item, found));
  else asOperation(node)?.args.forEach((arg) => fieldsRead(arg, found));
  return found;
}

function formatNumber(value: number): string {
  return new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2, useGrouping: false }).format(
    value,
  );
}

function quoted(text: string): string {
  return `«${text}»`;
}

/** An answer as the editor reads it: "94 %", "sí", «Hombre». */
export function describeAnswer(field: TriageField | undefined, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number') {
    const unit = field?.type === 'number' ? ` ${field.unit}` : '';
    return `${formatNumber(value)}${unit}`;
  }
  if (typeof value === 'string' && field?.type === 'choice') {
    const option = field.options.find((candidate) => candidate.id === value);
    return quoted(option?.label ?? value);
  }
  return JSON.stringify(value);
}

function fieldLabel(fieldId: string, fields: TriageFieldsById): string {
  return quoted(fields.get(fieldId)?.label ?? fieldId);
}

/** One side of a comparison; a literal takes the unit or option label of the field it meets. */
function term(node: unknown, other: TriageField | undefined, fields: TriageFieldsById): string {
  const name = varName(node);
  if (name !== undefined) return fieldLabel(name, fields);
  if (typeof node === 'number' || typeof node === 'string' || typeof node === 'boolean') {
    return describeAnswer(other, node);
  }
  return describe(node, fields, true);
}

function comparisonText(operation: JsonLogicOperation, fields: TriageFieldsById): string {
  const symbol = comparisonSymbols[operation.operator] ?? operation.operator;
  const field = operation.args
    .map((arg) => fields.get(varName(arg) ?? ''))
    .find((found) => found !== undefined);
  const sum = asOperation(operation.args[0]);
  const points = sum?.operator === '+' ? scoreItems(sum.args) : undefined;
  const heading = scoreHeading(operation);
  if (points !== undefined && heading !== undefined) {
    return `${heading}: ${points.map((item) => describe(item, fields, false)).join('; ')}`;
  }
  return operation.args.map((arg) => term(arg, field, fields)).join(` ${symbol} `);
}

/** "al menos 2 de estos puntos" for a score compared with a number; undefined for anything else. */
export function scoreHeading(operation: JsonLogicOperation): string | undefined {
  const quantity = scoreQuantity[operation.operator];
  const [sum, threshold] = operation.args;
  const terms = asOperation(sum);
  if (quantity === undefined || operation.args.length !== 2 || typeof threshold !== 'number')
    return undefined;
  if (terms?.operator !== '+' || scoreItems(terms.args) === undefined) return undefined;
  return `${quantity} ${formatNumber(threshold)} de estos puntos`;
}

/** The conditions of a score made only of `{"if": [condition, 1, 0]}` items, else undefined. */
export function scoreItems(terms: readonly unknown[]): unknown[] | undefined {
  const items = terms.map((item) => {
    const operation = asOperation(item);
    const [condition, then, otherwise] = operation?.args ?? [];
    return operation?.operator === 'if' && then === 1 && otherwise === 0 ? condition : undefined;
  });
  return items.every((item) => item !== undefined) ? items : undefined;
}

function describe(node: unknown, fields: TriageFieldsById, nested: boolean): string {
  if (node === true) return 'siempre';
  if (node === false) return 'nunca';
  const operation = asOperation(node);
  if (operation === undefined) return JSON.stringify(node);
  const { operator, args } = operation;
  const wrap = (text: string): string => (nested ? `(${text})` : text);
  const name = varName(node);
  if (name !== undefined) {
    return fields.get(name)?.type === 'bool'
      ? `${fieldLabel(name, fields)} = sí`
      : `${fieldLabel(name, fields)} tiene respuesta`;
  }
  const negated = varName(args[0]);
  if (operator === '!' && negated !== undefined) {
    return fields.get(negated)?.type === 'bool'
      ? `${fieldLabel(negated, fields)} = no (o sin respuesta)`
      : `${fieldLabel(negated, fields)} sin respuesta`;
  }
  if (operator === '!') return `no se cumple ${describe(args[0], fields, true)}`;
  if (operator === '!!') return describe(args[0], fields, nested);
  if (operator === 'and' || operator === 'or') {
    const joiner = operator === 'and' ? ' y ' : ' o ';
    const parts = args.map((arg) => describe(arg, fields, args.length > 1));
    return args.length > 1 ? wrap(parts.join(joiner)) : (parts[0] ?? '');
  }
  if (isComparison(operator)) return comparisonText(operation, fields);
  if (operator === '+') return wrap(args.map((arg) => term(arg, undefined, fields)).join(' + '));
  if (operator === 'in') {
    const [needle, list] = args;
    const field = fields.get(varName(needle) ?? '');
    const options = Array.isArray(list) ? list.map((item) => describeAnswer(field, item)) : [];
    return `${term(needle, field, fields)} es una de: ${options.join(', ')}`;
  }
  if (operator === 'if' && args.length === 3) {
    const [condition, then, otherwise] = args;
    return wrap(
      `${JSON.stringify(then)} si ${describe(condition, fields, true)}, si no ${JSON.stringify(otherwise)}`,
    );
  }
  return JSON.stringify(node);
}

/** A condition in Spanish words with the questions' labels, e.g. «Oxigenación (SpO2)» ≤ 90 %. */
export function describeCondition(logic: unknown, fields: TriageFieldsById): string {
  return describe(logic, fields, false);
}
