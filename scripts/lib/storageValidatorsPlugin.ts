// Compiles the schemas of what is kept in the browser (schemas/storage/*.schema.json) into standalone
// validators at build time, so the app validates stored data without shipping ajv itself.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';

const virtualId = 'virtual:storage-validators';
const resolvedId = `\0${virtualId}`;
const storageSchemasDir = path.resolve(import.meta.dirname, '../../schemas/storage');

function exportName(schemaId: string): string {
  return 'validate_' + schemaId.replace(/[^A-Za-z0-9]/g, '_');
}

export async function storageValidatorsModule(): Promise<string> {
  const files = (await readdir(storageSchemasDir)).filter((f) => f.endsWith('.schema.json')).sort();
  const ajv = new Ajv({
    code: { source: true, esm: true },
    allErrors: false,
    unicodeRegExp: false,
  });
  const exports: Record<string, string> = {};
  for (const file of files) {
    const schema = JSON.parse(await readFile(path.join(storageSchemasDir, file), 'utf8')) as {
      $id?: string;
    };
    if (!schema.$id) throw new Error(`schemas/storage/${file} needs an "$id"`);
    ajv.addSchema(schema);
    exports[exportName(schema.$id)] = schema.$id;
  }
  // ajv's ESM output still `require`s its small runtime helpers; turn those into imports.
  const code = standaloneCode(ajv, exports).replace(
    /const (\w+) = require\(("[^"]+")\)\.default;/g,
    'import $1 from $2;',
  );
  const map = Object.entries(exports)
    .map(([name, id]) => `  ${JSON.stringify(id)}: ${name},`)
    .join('\n');
  return `${code}\nexport const storageValidators = {\n${map}\n};\n`;
}

export function storageValidators(): Plugin {
  return {
    name: 'vita365-storage-validators',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const files = (await readdir(storageSchemasDir)).filter((f) => f.endsWith('.schema.json'));
      for (const file of files) this.addWatchFile(path.join(storageSchemasDir, file));
      return storageValidatorsModule();
    },
  };
}
