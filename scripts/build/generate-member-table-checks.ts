// npm run gen:member-table-checks: writes a new supabase/migrations/<timestamp>_member_table_checks.sql
// when the storage schemas or the registry's hosted tables differ from the latest such migration (a
// shipped migration is never rewritten: a project that applied it would not see the change).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MEMBER_TABLE_MIGRATIONS_FOLDER,
  latestMemberTableChecksMigration,
  memberTableChecksMigrationName,
  memberTableChecksSql,
  readHostedTables,
  readStorageSchemas,
} from './memberTableChecksSql.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sql = memberTableChecksSql(await readHostedTables(root), await readStorageSchemas(root));
const latest = await latestMemberTableChecksMigration(root);
const current = latest ? await readFile(path.join(root, latest), 'utf8') : undefined;
if (current === sql) {
  console.log(`${latest} matches the schemas; nothing to do.`);
} else {
  const file = path.join(
    MEMBER_TABLE_MIGRATIONS_FOLDER,
    memberTableChecksMigrationName(new Date()),
  );
  await writeFile(path.join(root, file), sql);
  console.log(`Wrote ${file}.`);
}
