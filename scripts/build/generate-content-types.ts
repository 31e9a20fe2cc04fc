// Writes src/content/types/ from schemas/ (see scripts/build/schemaTypes.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSchemaTypes, typesDir } from './schemaTypes.ts';

const rendered = await renderSchemaTypes();
await rm(typesDir, { recursive: true, force: true });
for (const [file, code] of rendered) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
}
console.log(`Wrote ${rendered.size} type files to ${path.relative(process.cwd(), typesDir)}/`);
