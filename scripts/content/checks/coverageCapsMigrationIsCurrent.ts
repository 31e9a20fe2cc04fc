// The server counts coverage uses against public.coverage_caps and extends plans by
// public.payment_frequencies, both filled by the latest supabase/migrations/*_coverage_caps.sql; it
// must say what content/coverage/ and content/pricing/ say.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentProblem } from '../contentProblem.ts';
import {
  latestCapsMigration,
  membershipTermsSql,
  migrationNames,
  readMembershipTerms,
} from '../../build/membershipTermsSql.ts';
import type { ContentCheck } from './contentCheck.ts';

export const coverageCapsMigrationIsCurrent: ContentCheck = {
  name: 'the coverage-caps migration matches content/coverage and content/pricing',
  async run({ root }) {
    // A copy of the content alone (as some tests make) has no migrations to keep current.
    if ((await migrationNames(root)) === null) return [];
    const expected = membershipTermsSql(await readMembershipTerms(root));
    const latest = await latestCapsMigration(root);
    if (latest === undefined)
      return [
        contentProblem(
          'supabase/migrations',
          [],
          'no *_coverage_caps.sql migration: run npm run gen:coverage-caps',
        ),
      ];
    const current = await readFile(path.join(root, latest), 'utf8');
    return current === expected
      ? []
      : [
          contentProblem(
            latest,
            [],
            'differs from content/coverage or content/pricing: run npm run gen:coverage-caps',
          ),
        ];
  },
};
