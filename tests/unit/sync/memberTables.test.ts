// What the member tables accept and how their write guard behaves, in real Postgres (PGlite) on the
// migrations as shipped: entry shapes, tombstones, stale writes and the server's synced_at stamp.
import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WRITABLE_MEMBER_TABLES,
  addAuthUser,
  asRole,
  createMemberDatabase,
  memberClaims,
  type MemberTable,
} from '../../support/memberDatabase';
import { sampleRows } from '../../support/memberDataSamples';

const ana = randomUUID();
const asAna = memberClaims(ana);
let db: PGlite;

beforeAll(async () => {
  db = await createMemberDatabase();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec('truncate auth.users cascade');
  await addAuthUser(db, ana);
});

interface Write {
  readonly id: string;
  readonly entry: unknown;
  readonly updatedAt: string;
  readonly deletedAt?: string | null;
}

/** An upsert as supabase-js sends it for the sync engine, run as Ana. */
function upsert(table: MemberTable, write: Write) {
  return asRole(db, asAna, (tx) =>
    tx.query(
      `insert into public.${table} (id, entry, updated_at, deleted_at)
       values ($1, $2::text::jsonb, $3, $4)
       on conflict (user_id, id) do update
         set entry = excluded.entry, updated_at = excluded.updated_at, deleted_at = excluded.deleted_at`,
      [
        write.id,
        write.entry === null ? null : JSON.stringify(write.entry),
        write.updatedAt,
        write.deletedAt ?? null,
      ],
    ),
  );
}

async function stored(table: MemberTable, id: string) {
  const { rows } = await db.query<{
    entry: unknown;
    updated_at: Date;
    deleted_at: Date | null;
    synced_at: Date;
  }>(`select entry, updated_at, deleted_at, synced_at from public.${table} where id = $1`, [id]);
  return rows[0];
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error as { code?: string }).code,
  );

describe.each(WRITABLE_MEMBER_TABLES)('%s write guard', (table) => {
  const { id, entry } = sampleRows[table];

  it('skips a write older than the stored row', async () => {
    await upsert(table, { id, entry, updatedAt: '2026-11-23T10:00:00.000Z' });
    await upsert(table, {
      id,
      entry: null,
      updatedAt: '2026-11-23T09:00:00.000Z',
      deletedAt: '2026-11-23T09:00:00.000Z',
    });
    const row = await stored(table, id);
    expect(row?.entry).toEqual(entry);
    expect(row?.updated_at.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('keeps a deletion against a live row of the same time, and takes a newer one', async () => {
    const time = '2026-11-23T10:00:00.000Z';
    await upsert(table, { id, entry: null, updatedAt: time, deletedAt: time });
    await upsert(table, { id, entry, updatedAt: time });
    expect((await stored(table, id))?.deleted_at?.toISOString()).toBe(time);
    await upsert(table, { id, entry, updatedAt: '2026-11-23T10:00:00.001Z' });
    expect(await stored(table, id)).toMatchObject({ entry, deleted_at: null });
  });

  it('stamps synced_at itself, whatever the client sends', async () => {
    const before = Date.now();
    await asRole(db, asAna, (tx) =>
      tx.query(
        `insert into public.${table} (id, entry, synced_at) values ($1, $2::text::jsonb, '2000-01-01')`,
        [id, JSON.stringify(entry)],
      ),
    );
    expect((await stored(table, id))?.synced_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps a deleted row without its contents, and refuses a live row without an entry', async () => {
    const time = '2026-11-23T10:00:00.000Z';
    expect(await codeOf(upsert(table, { id, entry: null, updatedAt: time, deletedAt: time }))).toBe(
      'no error',
    );
    expect(await codeOf(upsert(table, { id, entry, updatedAt: time, deletedAt: time }))).toBe(
      '23514',
    );
    expect(await codeOf(upsert(table, { id: 'otro', entry: null, updatedAt: time }))).toBe('23514');
  });
});

describe('entry shapes', () => {
  const time = '2026-11-23T10:00:00.000Z';
  const refused: [MemberTable, string, unknown][] = [
    ['medicines', 'med-1', { id: 'med-1', name: '', dose: '5 mg', time: '08:00', taken: false }],
    ['medicines', 'med-1', { id: 'med-1', name: 'A', dose: '5 mg', time: '8:00', taken: false }],
    ['medicines', 'med-1', { id: 'med-2', name: 'A', dose: '5 mg', time: '08:00', taken: false }],
    ['medicines', 'med-1', { id: 'med-1', name: 'A', dose: '5 mg', time: '08:00' }],
    ['appointments', 'c', { id: 'c', title: 'Consulta', datetime: 'mañana', notes: '' }],
    ['appointments', 'c', { id: 'c', datetime: '2026-12-01T10:00', notes: '' }],
    ['measurements', 'm', { id: 'm', type: 'glucose' }],
    ['measurements', 'm', { id: 'm', type: 'triage', test_id: 'dyspnea', level: 'E' }],
    ['sleep_summaries', 's', { id: 's', date: time, duracion_monitorizada: 5, score_sueno: 101 }],
    ['triage_events', 't', { id: 't', test_id: 'syncope', level: 'B', answers: {} }],
    ['wellness_favorites', 'slug-a', { slug: 'slug-b', title: 'Té' }],
    ['wellness_completed', 'b1', 'b2'],
    ['wellness_checked', 'guia', ['a', 2]],
  ];

  it.each(refused)('%s refuses %s with %j', async (table, id, entry) => {
    expect(await codeOf(upsert(table, { id, entry, updatedAt: time }))).toBe('23514');
  });

  it('accepts what the browser keeps, including fields added by later versions', async () => {
    const accepted: [MemberTable, string, unknown][] = [
      [
        'medicines',
        'med-1',
        { id: 'med-1', name: 'A', dose: '5 mg', time: '23:59', taken: true, takenOn: '2026-11-23' },
      ],
      [
        'appointments',
        'c',
        { id: 'c', title: 'Consulta', datetime: '2026-12-01T10:00', notes: '' },
      ],
      ['measurements', '7', { id: 7, type: 'weight', vitals: { weight: 70, bmi: 24.2 } }],
      ['wellness_checked', 'guia', []],
    ];
    for (const [table, id, entry] of accepted)
      expect(await codeOf(upsert(table, { id, entry, updatedAt: time }))).toBe('no error');
  });
});
