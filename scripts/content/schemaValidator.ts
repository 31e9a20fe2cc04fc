// Loads every schema under schemas/ into ajv, so that content files can be validated and schemas can
// refer to each other. Schemas without "$schema" are read as draft-07 (the house default); a schema
// that declares draft 2020-12 gets an instance of its own, since ajv cannot mix the two.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { contentProblem, type ContentProblem } from './contentProblem.ts';
import { isRecord } from '../lib/jsonAccess.ts';
import { listFiles } from '../lib/listFiles.ts';
import { ajvErrorProblems } from './ajvErrorProblems.ts';

type AnyAjv = Ajv | Ajv2020;

export interface SchemaValidator {
  /** Names of the schemas found, relative to schemas/ (e.g. 'pricing.schema.json'). */
  readonly schemaNames: readonly string[];
  /** Problems with the schemas themselves (unreadable, invalid, not compiling). */
  readonly problems: readonly ContentProblem[];
  /** Validates `data` (from `file`) against a schema; undefined if that schema is unusable. */
  validate(schemaName: string, file: string, data: unknown): ContentProblem[] | undefined;
}

function newAjv(draft2020: boolean): AnyAjv {
  const options = { allErrors: true, strict: true, allowUnionTypes: true };
  const ajv = draft2020 ? new Ajv2020(options) : new Ajv(options);
  addFormats(ajv);
  ajvErrors(ajv);
  // Keywords json-schema-to-typescript reads when it generates src/content/types.
  ajv.addVocabulary(['tsType', 'tsEnumNames']);
  return ajv;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function createSchemaValidator(root: string): Promise<SchemaValidator> {
  const problems: ContentProblem[] = [];
  const draft07 = newAjv(false);
  const draft2020 = newAjv(true);
  const registered = new Map<string, { ajv: AnyAjv; key: string; file: string }>();
  const schemaFiles = (await listFiles(root, 'schemas')).filter((f) => f.endsWith('.schema.json'));

  for (const file of schemaFiles) {
    const name = path.posix.relative('schemas', file);
    let schema: unknown;
    try {
      schema = JSON.parse(await readFile(path.join(root, file), 'utf8'));
    } catch (error) {
      problems.push(contentProblem(file, [], `malformed JSON: ${reasonOf(error)}`));
      continue;
    }
    if (!isRecord(schema)) {
      problems.push(contentProblem(file, [], 'a schema must be a JSON object'));
      continue;
    }
    const declared = schema['$schema'];
    const ajv = typeof declared === 'string' && declared.includes('2020-12') ? draft2020 : draft07;
    const key = typeof schema['$id'] === 'string' ? schema['$id'] : name;
    try {
      ajv.addSchema(schema, typeof schema['$id'] === 'string' ? undefined : name);
      registered.set(name, { ajv, key, file });
    } catch (error) {
      problems.push(contentProblem(file, [], `invalid schema: ${reasonOf(error)}`));
    }
  }

  const compiled = new Map<string, ValidateFunction | undefined>();
  function compile(schemaName: string): ValidateFunction | undefined {
    if (compiled.has(schemaName)) return compiled.get(schemaName);
    const entry = registered.get(schemaName);
    let validateFn: ValidateFunction | undefined;
    if (entry) {
      try {
        validateFn = entry.ajv.getSchema(entry.key);
      } catch (error) {
        problems.push(
          contentProblem(entry.file, [], `schema does not compile: ${reasonOf(error)}`),
        );
      }
    }
    compiled.set(schemaName, validateFn);
    return validateFn;
  }

  return {
    schemaNames: [...registered.keys()],
    problems,
    validate(schemaName, file, data) {
      const validateFn = compile(schemaName);
      if (!validateFn) return undefined;
      if (validateFn(data)) return [];
      const errors: readonly ErrorObject[] = validateFn.errors ?? [];
      return ajvErrorProblems(file, errors);
    },
  };
}
