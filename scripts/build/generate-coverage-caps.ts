// npm run gen:coverage-caps: writes a new supabase/migrations/<timestamp>_coverage_caps.sql when the
// coverage caps or payment frequencies in content/ differ from the latest such migration (a shipped
// migration is never rewritten: a project that applied it would not see the change). Prints what it did.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MIGRATIONS_FOLDER,
  capsMigrationName,
  latestCapsMigration,
  membershipTermsSql,
  migrationNames,
  readMembershipTerms,
} from './membershipTermsSql.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sql = membershipTermsSql(await readMembershipTerms(root));
const latest = await latestCapsMigration(root);
const current = latest ? await readFile(path.join(root, latest), 'utf8') : undefined;
if (current === sql) {
  console.log(`${latest} matches the content; nothing to do.`);
} else {
  const file = path.join(
    MIGRATIONS_FOLDER,
    capsMigrationName(new Date(), (await migrationNames(root)) ?? []),
  );
  await writeFile(path.join(root, file), sql);
  console.log(`Wrote ${file}.`);
}
