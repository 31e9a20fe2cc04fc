// Walks a JSON-Logic tree the way json-logic-js reads it: an object with exactly one key is an
// operation, arrays hold arguments, everything else is a literal. Inside the per-element logic of
// map/filter/reduce/all/none/some, `var` refers to the element, not to the answers.
import type { PathSegment } from './contentProblem.ts';
import { isRecord } from '../lib/jsonAccess.ts';

export interface JsonLogicOperation {
  readonly operator: string;
  /** Arguments as json-logic-js sees them: `{"var": "x"}` has the arguments ['x']. */
  readonly args: readonly unknown[];
  /** Where each argument sits, parallel to args. */
  readonly argPaths: readonly (readonly PathSegment[])[];
  readonly path: readonly PathSegment[];
  /** True inside the per-element logic of an array operation. */
  readonly inElementScope: boolean;
}

export interface JsonLogicVisitor {
  operation(operation: JsonLogicOperation): void;
  /** An object with zero or several keys: json-logic-js would take it as data, not as logic. */
  notLogic(path: readonly PathSegment[]): void;
}

const elementScoped = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

export function walkJsonLogic(
  node: unknown,
  path: readonly PathSegment[],
  visitor: JsonLogicVisitor,
  inElementScope = false,
): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walkJsonLogic(item, [...path, index], visitor, inElementScope));
    return;
  }
  if (!isRecord(node)) return;
  const keys = Object.keys(node);
  const [operator] = keys;
  if (keys.length !== 1 || operator === undefined) {
    visitor.notLogic(path);
    return;
  }
  const raw = node[operator];
  const opPath = [...path, operator];
  const args = Array.isArray(raw) ? raw : [raw];
  const argPaths = Array.isArray(raw) ? raw.map((_, index) => [...opPath, index]) : [opPath];
  visitor.operation({ operator, args, argPaths, path: opPath, inElementScope });
  args.forEach((arg, index) => {
    const scoped = inElementScope || (elementScoped.has(operator) && index === 1);
    walkJsonLogic(arg, argPaths[index] ?? opPath, visitor, scoped);
  });
}
