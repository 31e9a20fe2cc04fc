// TypeScript types derived from the JSON Schemas, so that schema and code never drift:
// `npm run gen:types` writes them, and content validation fails when they are stale.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

export const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
export const typesDir = path.resolve(import.meta.dirname, '../../src/content/types');

const banner =
  '/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */';

/** Lists every schema file, including those in sub-folders (e.g. schemas/storage/). */
export async function listSchemaFiles(dir = schemasDir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.schema.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The generated file for a schema: schemas/storage/user.schema.json → src/content/types/storage/user.ts */
export function typeFileFor(schemaFile: string, fromDir = schemasDir, toDir = typesDir): string {
  const relative = path.relative(fromDir, schemaFile).replace(/\.schema\.json$/, '.ts');
  return path.join(toDir, relative);
}

/**
 * Schemas refer to each other by `$id`, as ajv reads them (the data file's schema points at `medicine`);
 * the type generator reads paths, so a bare id beside the schema is read from `<id>.schema.json`.
 */
const schemaIdResolver = {
  order: 1,
  canRead: (file: { url: string }) =>
    !file.url.endsWith('.json') && existsSync(`${file.url}.schema.json`),
  read: async (file: { url: string }) => readFile(`${file.url}.schema.json`, 'utf8'),
};

/** The generated code per type file; the folders can be those of a copy of the project (tests). */
export async function renderSchemaTypes(
  fromDir = schemasDir,
  toDir = typesDir,
): Promise<Map<string, string>> {
  const rendered = new Map<string, string>();
  for (const schemaFile of await listSchemaFiles(fromDir)) {
    const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as JSONSchema;
    const code = await compile(schema, schema.title ?? path.basename(schemaFile), {
      bannerComment: banner,
      $refOptions: { resolve: { schemaId: schemaIdResolver } },
      cwd: path.dirname(schemaFile),
      additionalProperties: false,
      strictIndexSignatures: true,
      format: true,
      style: { singleQuote: true, printWidth: 100, trailingComma: 'all' },
    });
    rendered.set(typeFileFor(schemaFile, fromDir, toDir), code);
  }
  return rendered;
}
