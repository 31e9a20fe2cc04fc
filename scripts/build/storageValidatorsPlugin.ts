// Compiles the schemas of what is kept in the browser (schemas/storage/*.schema.json) into standalone
// validators at build time, so the app validates stored data without shipping ajv itself. Each schema
// is its own module (`virtual:storage-validator/<$id>`), so a page loads only the validators of the
// data it reads.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';

const virtualPrefix = 'virtual:storage-validator/';
const resolvedPrefix = `\0${virtualPrefix}`;
const storageSchemasDir = path.resolve(import.meta.dirname, '../../schemas/storage');

async function schemaFiles(): Promise<string[]> {
  return (await readdir(storageSchemasDir)).filter((f) => f.endsWith('.schema.json')).sort();
}

/** Every storage schema in one ajv instance, so a schema may `$ref` another by its `$id`. */
async function storageAjv(): Promise<Ajv> {
  const ajv = new Ajv({
    code: { source: true, esm: true },
    allErrors: false,
    unicodeRegExp: false,
    // Some stored entries keep the spec's loose types (a field that is a string or a number).
    allowUnionTypes: true,
  });
  for (const file of await schemaFiles()) {
    const schema = JSON.parse(await readFile(path.join(storageSchemasDir, file), 'utf8')) as {
      $id?: string;
    };
    if (!schema.$id) throw new Error(`schemas/storage/${file} needs an "$id"`);
    ajv.addSchema(schema);
  }
  return ajv;
}

/** The module of one schema: `export const validate`, the standalone validator of `$id` `schemaId`. */
export async function storageValidatorModule(schemaId: string): Promise<string> {
  const ajv = await storageAjv();
  if (!ajv.getSchema(schemaId))
    throw new Error(`No storage schema with $id "${schemaId}" in schemas/storage/`);
  // ajv's ESM output still `require`s its small runtime helpers; turn those into imports.
  return standaloneCode(ajv, { validate: schemaId }).replace(
    /const (\w+) = require\(("[^"]+")\)\.default;/g,
    'import $1 from $2;',
  );
}

export function storageValidators(): Plugin {
  return {
    name: 'vita365-storage-validators',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      for (const file of await schemaFiles()) this.addWatchFile(path.join(storageSchemasDir, file));
      return storageValidatorModule(id.slice(resolvedPrefix.length));
    },
  };
}
