// TypeScript types derived from the JSON Schemas, so that schema and code never drift:
// `npm run gen:types` writes them, and content validation fails when they are stale.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import ts from 'typescript';

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

/** The bare ids this schema `$ref`s that name another schema file beside it (`medicine`, not `#/…`). */
function externalRefs(node: unknown, dir: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) externalRefs(item, dir, found);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (
        key === '$ref' &&
        typeof value === 'string' &&
        existsSync(path.join(dir, `${value}.schema.json`))
      ) {
        found.add(value);
      } else {
        externalRefs(value, dir, found);
      }
    }
  }
  return found;
}

/** The schema files this schema `$ref`s by file name and fragment (`triage-test.schema.json#/…`). */
function fragmentRefFiles(node: unknown, dir: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) fragmentRefFiles(item, dir, found);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const file = key === '$ref' && typeof value === 'string' ? value.split('#')[0] : undefined;
      if (file && file.endsWith('.schema.json') && existsSync(path.join(dir, file))) {
        found.add(file);
      } else {
        fragmentRefFiles(value, dir, found);
      }
    }
  }
  return found;
}

/**
 * A file whose schema `$ref`s definitions of another schema file gets copies of their types from the
 * generator; it imports the ones it still uses from that file's types instead.
 */
function importFragmentTypes(code: string, from: string, declaredThere: readonly string[]): string {
  const body = withoutDeclarations(code.slice(banner.length), new Set(declaredThere));
  const used = declaredThere.filter((name) => new RegExp(`\\b${name}\\b`).test(body));
  if (used.length === 0) return code;
  const imports = `import type { ${used.sort().join(', ')} } from '${from}';`;
  return `${banner}\n\n${imports}\n${body.replace(/\n{3,}/g, '\n\n').replace(/^\n*/, '\n')}`;
}

/** The names a generated file declares at its top level. */
function declaredNames(code: string): string[] {
  return [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1] ?? '');
}

/** The code without the top-level declarations of `names` (each with the comment above it). */
function withoutDeclarations(code: string, names: Set<string>): string {
  const source = ts.createSourceFile('generated.ts', code, ts.ScriptTarget.Latest, true);
  let kept = code;
  for (const statement of [...source.statements].reverse()) {
    const named = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
    if (named && names.has(statement.name.text)) {
      kept = kept.slice(0, statement.getFullStart()) + kept.slice(statement.getEnd());
    }
  }
  return kept;
}

/**
 * The generator inlines a copy of every schema that is `$ref`ed; the referring file instead imports
 * the type from the referenced schema's own file, so each type is declared once.
 */
function importRefs(
  code: string,
  refs: Map<string, { file: string; title: string }>,
  rendered: Map<string, string>,
): string {
  const imported = new Set<string>();
  const imports: string[] = [];
  for (const [id, { file, title }] of [...refs].sort(([a], [b]) => a.localeCompare(b))) {
    for (const name of declaredNames(rendered.get(file) ?? '')) imported.add(name);
    imports.push(`import type { ${title} } from './${id}';`);
  }
  const body = withoutDeclarations(code.slice(banner.length), imported).replace(/\n{3,}/g, '\n\n');
  return `${banner}\n\n${imports.join('\n')}\n${body.replace(/^\n*/, '\n')}`;
}

/**
 * Every file of the schemas folder, by its path inside the folder, as one key: the types rendered
 * from it depend on nothing else (a `$ref` names another file of the folder).
 */
async function schemasFolderKey(fromDir: string): Promise<string> {
  const entries = await readdir(fromDir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return JSON.stringify(files.map((file, at) => [path.relative(fromDir, file), texts[at]]));
}

/**
 * Rendered types by schemas folder (schemasFolderKey), with each type file relative to its folder.
 * Rendering takes about a third of a second; content validation runs it once per run, but the tests
 * run the validator on many copies of the project whose schemas are all the same.
 */
const renderedBySchemas = new Map<string, ReadonlyMap<string, string>>();

/** The generated code per type file; the folders can be those of a copy of the project (tests). */
export async function renderSchemaTypes(
  fromDir = schemasDir,
  toDir = typesDir,
): Promise<Map<string, string>> {
  const key = await schemasFolderKey(fromDir);
  let relative = renderedBySchemas.get(key);
  if (relative === undefined) {
    const rendered = await renderEverySchema(fromDir, toDir);
    relative = new Map([...rendered].map(([file, code]) => [path.relative(toDir, file), code]));
    renderedBySchemas.set(key, relative);
  }
  return new Map([...relative].map(([file, code]) => [path.join(toDir, file), code]));
}

async function renderEverySchema(fromDir: string, toDir: string): Promise<Map<string, string>> {
  const rendered = new Map<string, string>();
  for (const schemaFile of await listSchemaFiles(fromDir)) {
    const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as JSONSchema;
    const dir = path.dirname(schemaFile);
    const code = await compile(schema, schema.title ?? path.basename(schemaFile), {
      bannerComment: banner,
      $refOptions: { resolve: { schemaId: schemaIdResolver } },
      cwd: dir,
      additionalProperties: false,
      strictIndexSignatures: true,
      format: true,
      style: { singleQuote: true, printWidth: 100, trailingComma: 'all' },
    });
    rendered.set(typeFileFor(schemaFile, fromDir, toDir), code);
  }
  // Once every file is rendered, a file that `$ref`s others imports their types instead of copying them.
  for (const schemaFile of await listSchemaFiles(fromDir)) {
    const schema = JSON.parse(await readFile(schemaFile, 'utf8')) as JSONSchema;
    const dir = path.dirname(schemaFile);
    const refs = new Map<string, { file: string; title: string }>();
    for (const id of externalRefs(schema, dir)) {
      const refFile = path.join(dir, `${id}.schema.json`);
      const referenced = JSON.parse(await readFile(refFile, 'utf8')) as JSONSchema;
      refs.set(id, { file: typeFileFor(refFile, fromDir, toDir), title: referenced.title ?? id });
    }
    const file = typeFileFor(schemaFile, fromDir, toDir);
    let code = rendered.get(file);
    if (refs.size > 0 && code !== undefined) code = importRefs(code, refs, rendered);
    for (const refName of fragmentRefFiles(schema, dir)) {
      const refTypes = typeFileFor(path.join(dir, refName), fromDir, toDir);
      const from = `./${path.relative(path.dirname(file), refTypes).replace(/\.ts$/, '')}`;
      if (code !== undefined && refTypes !== file) {
        code = importFragmentTypes(code, from, declaredNames(rendered.get(refTypes) ?? ''));
      }
    }
    if (code !== undefined) rendered.set(file, code);
  }
  return rendered;
}
