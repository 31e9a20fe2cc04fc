// The caps the server counts against, and the largest family a plan covers, come from content/
// through one generated migration; content validation notices when the two drift apart, and the
// generator writes a new migration, named to apply after every other.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverageCapsMigrationIsCurrent } from '../../scripts/content/checks/coverageCapsMigrationIsCurrent';
import {
  capsMigrationName,
  latestCapsMigration,
  membershipTermsSql,
  readMembershipTerms,
} from '../../scripts/build/membershipTermsSql';
import { projectRoot } from '../unit/content/projectCopy';
import { describeOnEachEngine } from './engines';
import { expectRefused, newAccount, pay } from './support';

let copy: string | undefined;

async function projectWithMigrations(): Promise<string> {
  copy = await mkdtemp(path.join(tmpdir(), 'vita365-caps-'));
  for (const folder of ['content', 'supabase/migrations'])
    await cp(path.join(projectRoot, folder), path.join(copy, folder), { recursive: true });
  return copy;
}

const check = (root: string) => coverageCapsMigrationIsCurrent.run({ root, json: [], mdx: [] });

afterEach(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
  copy = undefined;
});

describe('the coverage-caps migration', () => {
  it('matches the shipped content', async () => {
    expect(await check(projectRoot)).toEqual([]);
    const terms = await readMembershipTerms(projectRoot);
    expect(terms.caps.find((cap) => cap.id === 'medico_domicilio')).toEqual({
      id: 'medico_domicilio',
      events: 2,
      unlimited: false,
    });
    expect(terms.frequencies).toContainEqual({ id: 'annual', months: 12 });
    expect(terms.familyMaximum).toBe(20);
  });

  it('fails validation when the family maximum changes, until a new migration is generated', async () => {
    const root = await projectWithMigrations();
    const file = path.join(root, 'content/pricing/pricing.json');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('"familyMaximum": 20', '"familyMaximum": 12'),
    );
    expect(await check(root)).toHaveLength(1);
    const sql = membershipTermsSql(await readMembershipTerms(root));
    expect(sql).toContain('check (family_size between 1 and 12)');
  });

  it('names a new migration after the newest one, whatever the clock says', () => {
    const existing = ['20261130300000_member_table_checks.sql', '20261126225106_coverage_caps.sql'];
    expect(capsMigrationName(new Date('2026-11-29T08:00:00Z'), existing)).toBe(
      '20261130300001_coverage_caps.sql',
    );
    expect(capsMigrationName(new Date('2030-01-02T03:04:05Z'), existing)).toBe(
      '20300102030405_coverage_caps.sql',
    );
  });

  it('fails validation when a cap changes, until a new migration is generated', async () => {
    const root = await projectWithMigrations();
    const file = path.join(root, 'content/coverage/services/medica.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace('"events": 2', '"events": 3'));
    const problems = await check(root);
    expect(problems).toHaveLength(1);
    expect(JSON.stringify(problems[0])).toContain('npm run gen:coverage-caps');

    const name = capsMigrationName(new Date('2030-01-02T03:04:05Z'));
    expect(name).toBe('20300102030405_coverage_caps.sql');
    await writeFile(
      path.join(root, 'supabase/migrations', name),
      membershipTermsSql(await readMembershipTerms(root)),
    );
    expect(await latestCapsMigration(root)).toBe(`supabase/migrations/${name}`);
    expect(await check(root)).toEqual([]);
    expect((await readdir(path.join(root, 'supabase/migrations'))).length).toBeGreaterThan(3);
  });

  it('has nothing to check in a copy of the content alone', async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'vita365-caps-'));
    await cp(path.join(projectRoot, 'content'), path.join(copy, 'content'), { recursive: true });
    expect(await check(copy)).toEqual([]);
  });
});

describeOnEachEngine('the family sizes the tables accept', (database) => {
  it('records a family of the content maximum and refuses one more', async () => {
    const db = database();
    const holder = await newAccount(db);
    await pay(db, holder, { plan: 'familiar', familySize: 20, amountCents: 300_000 });
    const other = await newAccount(db);
    await expectRefused(
      pay(db, other, { plan: 'familiar', familySize: 21, amountCents: 310_000 }),
      '23514',
    );
  });
});
