import { PGlite } from '@electric-sql/pglite';
import { readFile, writeFile } from 'node:fs/promises';
const mode = process.argv[2];
let t = performance.now();
if (mode === 'dump') {
  const db = await PGlite.create();
  console.log('create', performance.now() - t);
  const d = await db.dumpDataDir('none');
  await writeFile('/tmp/pgl.tar', Buffer.from(await d.arrayBuffer()));
} else {
  const buf = await readFile('/tmp/pgl.tar');
  const db = await PGlite.create({ loadDataDir: new Blob([buf]) });
  await db.query('select 1');
  console.log('load', performance.now() - t);
}
