// Turns ajv's errors into one line per real problem, pointing at the property concerned (a missing or
// unknown property is addressed by its own name, not by its parent).
import type { ErrorObject } from 'ajv';
import { contentProblem, type ContentProblem } from './contentProblem.ts';

function childPointer(instancePath: string, property: unknown): string {
  const segment = String(property).replaceAll('~', '~0').replaceAll('/', '~1');
  return `${instancePath}/${segment}`;
}

function problemFor(file: string, error: ErrorObject): ContentProblem | undefined {
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    // The failing branch of if/then/else reports its own, more precise error.
    case 'if':
      return undefined;
    case 'required':
      return contentProblem(
        file,
        childPointer(error.instancePath, params['missingProperty']),
        'required property is missing',
      );
    case 'additionalProperties':
      return contentProblem(
        file,
        childPointer(error.instancePath, params['additionalProperty']),
        'unknown property (not in the schema; check its spelling)',
      );
    case 'enum': {
      const allowed = Array.isArray(params['allowedValues'])
        ? params['allowedValues'].map((value) => JSON.stringify(value)).join(', ')
        : '';
      return contentProblem(file, error.instancePath, `must be one of: ${allowed}`);
    }
    default:
      return contentProblem(file, error.instancePath, error.message ?? `fails ${error.keyword}`);
  }
}

export function ajvErrorProblems(file: string, errors: readonly ErrorObject[]): ContentProblem[] {
  return errors.flatMap((error) => problemFor(file, error) ?? []);
}
