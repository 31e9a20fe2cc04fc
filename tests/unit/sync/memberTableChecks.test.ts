// The member tables' shape checks are generated from the storage schemas
// (scripts/build/memberTableChecksSql.ts): the generator reads the registry's hosted tables right,
// the shipped migration is the generated one, and in real Postgres (PGlite) each table's check says
// yes exactly when the app's own schema check does, over valid entries and damaged copies of them.
import type { PGlite } from '@electric-sql/pglite';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMemberTableChecksMigration,
  memberTableChecksSql,
  readHostedTables,
  readStorageSchemas,
  SchemaTranslation,
} from '../../../scripts/build/memberTableChecksSql';
import { memberTableChecksAreCurrent } from '../../../scripts/content/checks/memberTableChecksAreCurrent';
import { hostedKinds } from '../../../src/state/memberData';
import { validate as appointment } from 'virtual:storage-validator/appointment';
import { validate as checkedItems } from 'virtual:storage-validator/checked-items';
import { validate as completed } from 'virtual:storage-validator/completed';
import { validate as favorite } from 'virtual:storage-validator/favorite';
import { validate as measurement } from 'virtual:storage-validator/measurement';
import { validate as medicine } from 'virtual:storage-validator/medicine';
import { validate as sleepSummary } from 'virtual:storage-validator/sleep-summary';
import { validate as triageEvent } from 'virtual:storage-validator/triage-event';
import { createMemberDatabase, type MemberTable } from '../../support/memberDatabase';
import { sampleRows } from '../../support/memberDataSamples';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the generated checks', () => {
  it('read the hosted tables, their schemas and row shapes as the registry declares them', async () => {
    const registry = hostedKinds()
      .map((kind) => ({ table: kind.hosted.table, schema: kind.schema, rows: kind.merge.kind }))
      .sort((a, b) => (a.table < b.table ? -1 : 1));
    expect(await readHostedTables(root)).toEqual(registry);
  });

  it('are what the latest *_member_table_checks.sql migration holds', async () => {
    const latest = await latestMemberTableChecksMigration(root);
    expect(latest).toBeDefined();
    const shipped = await readFile(path.join(root, latest ?? ''), 'utf8');
    expect(shipped).toBe(
      memberTableChecksSql(await readHostedTables(root), await readStorageSchemas(root)),
    );
  });

  it('fail content validation when a schema changes, until a new migration is generated', async () => {
    const check = (at: string) => memberTableChecksAreCurrent.run({ root: at, json: [], mdx: [] });
    expect(await check(root)).toEqual([]);
    const copy = await mkdtemp(path.join(tmpdir(), 'vita365-table-checks-'));
    try {
      for (const folder of ['schemas/storage', 'supabase/migrations', 'src/state'])
        await cp(path.join(root, folder), path.join(copy, folder), { recursive: true });
      const file = path.join(copy, 'schemas/storage/medicine.schema.json');
      const schema = JSON.parse(await readFile(file, 'utf8')) as { required: string[] };
      await writeFile(file, JSON.stringify({ ...schema, required: [...schema.required, 'notes'] }));
      const problems = await check(copy);
      expect(problems).toHaveLength(1);
      expect(JSON.stringify(problems[0])).toContain('npm run gen:member-table-checks');
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('refuse a schema keyword they do not translate, rather than check less', async () => {
    const translation = new SchemaTranslation(await readStorageSchemas(root));
    expect(() => translation.fits({ uniqueItems: true }, 'entry', {})).toThrow(/uniqueItems/);
  });
});

/** Copies of a valid entry, each damaged one way: every field dropped, retyped or nulled, one added. */
function variants(entry: unknown): unknown[] {
  const out: unknown[] = [entry, null, 7, 'texto', [], {}, [entry]];
  if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
    const record = entry as Record<string, unknown>;
    out.push({ ...record, campo_nuevo: 1 });
    for (const key of Object.keys(record)) {
      const rest = Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
      out.push(
        rest,
        { ...record, [key]: null },
        { ...record, [key]: 12 },
        { ...record, [key]: '' },
      );
      out.push({ ...record, [key]: 'x'.repeat(300) }, { ...record, [key]: ['a'] });
    }
  }
  if (Array.isArray(entry)) out.push([...entry, 3], [...entry, ''], ['a', 'b']);
  if (typeof entry === 'string') out.push('', 'otro');
  return out;
}

describe('each table’s check against the app’s schema check', () => {
  let db: PGlite;
  /** The app's compiled schema of one row's entry (a list's entry, a map's value). */
  const checks: Readonly<Record<string, (entry: unknown) => boolean>> = {
    appointments: (entry) => appointment(entry),
    measurements: (entry) => measurement(entry),
    medicines: (entry) => medicine(entry),
    sleep_summaries: (entry) => sleepSummary(entry),
    triage_events: (entry) => triageEvent(entry),
    wellness_favorites: (entry) => favorite(entry),
    wellness_completed: (entry) => completed([entry]),
    wellness_checked: (entry) => checkedItems({ guia: entry }),
  };
  const extra: Partial<Record<MemberTable, unknown[]>> = {
    measurements: [
      {
        id: 'm-triage',
        created_at: '2026-11-23T15:00:00.000Z',
        time: '09:00',
        type: 'triage',
        source: 'manual',
        triage: { risk: 'low', label: 'Bajo', reasons: [] },
        test_id: 'chest_pain',
        level: 'D',
      },
      { id: 'm-weight', type: 'weight', vitals: { weight: '70,5' } },
    ],
    wellness_checked: [[], ['a', 'b']],
  };

  beforeAll(async () => {
    db = await createMemberDatabase();
  }, 60_000);
  afterAll(() => db.close());

  it.each(hostedKinds().map((kind) => kind.hosted.table as MemberTable))(
    '%s says yes exactly when the schema does',
    async (table) => {
      const check = checks[table];
      expect(check).toBeDefined();
      const sample = sampleRows[table].entry;
      const candidates = [sample, ...(extra[table] ?? [])].flatMap(variants);
      const disagreements: unknown[] = [];
      for (const entry of candidates) {
        const { rows } = await db.query<{ fits: boolean }>(
          `select public.${table}_entry_fits_schema($1::text::jsonb) as fits`,
          [JSON.stringify(entry)],
        );
        if (rows[0]?.fits !== check?.(entry)) disagreements.push(entry);
      }
      expect(disagreements).toEqual([]);
      expect(candidates.length).toBeGreaterThan(5);
    },
  );
});
