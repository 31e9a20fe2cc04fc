// The hosted member tables check each row's entry with SQL generated from the storage schemas
// (scripts/build/memberTableChecksSql.ts); the latest supabase/migrations/*_member_table_checks.sql
// must be what the schemas and the registry's hosted tables give now.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentProblem } from '../contentProblem.ts';
import {
  latestMemberTableChecksMigration,
  memberTableChecksSql,
  readHostedTables,
  readStorageSchemas,
} from '../../build/memberTableChecksSql.ts';
import type { ContentCheck } from './contentCheck.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export const memberTableChecksAreCurrent: ContentCheck = {
  name: 'the member tables’ shape checks match schemas/storage',
  async run({ root }) {
    // A copy of the content alone (as some tests make) has no migrations or sources to compare.
    if (
      !(await exists(path.join(root, 'supabase/migrations'))) ||
      !(await exists(path.join(root, 'src/state')))
    )
      return [];
    const expected = memberTableChecksSql(
      await readHostedTables(root),
      await readStorageSchemas(root),
    );
    const latest = await latestMemberTableChecksMigration(root);
    if (latest === undefined)
      return [
        contentProblem(
          'supabase/migrations',
          [],
          'no *_member_table_checks.sql migration: run npm run gen:member-table-checks',
        ),
      ];
    const current = await readFile(path.join(root, latest), 'utf8');
    return current === expected
      ? []
      : [
          contentProblem(
            latest,
            [],
            'differs from schemas/storage or the hosted tables: run npm run gen:member-table-checks',
          ),
        ];
  },
};
