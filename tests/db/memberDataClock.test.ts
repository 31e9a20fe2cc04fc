// The member-data guard orders writes by the server's clock: a device stamp in the future is brought
// back to the moment the write arrives, so a phone with a clock set ahead cannot win over later
// changes made on a phone with the right time. On PGlite and PostgreSQL 15.
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { EngineDatabase } from '../support/engineDatabase';
import { memberClaims } from '../support/memberDatabase';
import { describeOnEachEngine } from './engines';
import { newAccount } from './support';

function write(db: EngineDatabase, uid: string, id: string, dose: string, updatedAt: string) {
  return db.as(memberClaims(uid), (sql) =>
    sql.query<{ updated_at: string; synced_at: string }>(
      `insert into public.medicines (id, entry, updated_at) values ($1, $2::jsonb, $3)
       on conflict (user_id, id) do update set entry = excluded.entry, updated_at = excluded.updated_at
       returning updated_at::text, synced_at::text`,
      [id, JSON.stringify({ id, name: 'Losartán', dose, time: '08:00', taken: false }), updatedAt],
    ),
  );
}

describeOnEachEngine('member data ordered by the server clock', (database) => {
  let ana = '';
  beforeAll(async () => {
    ana = await newAccount(database());
  });

  it('dates a change from a clock running ahead at the moment it arrives', async () => {
    const id = randomUUID();
    const before = Date.now();
    const [row] = await write(database(), ana, id, '50 mg', '2031-01-01T00:00:00.000Z');
    expect(Date.parse(row?.updated_at ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Date.parse(row?.updated_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row?.synced_at ?? '') - Date.parse(row?.updated_at ?? '')).toBeLessThan(1);
  });

  it('lets a later change from a phone with the right time win over the phone set ahead', async () => {
    const db = database();
    const id = randomUUID();
    await write(db, ana, id, '50 mg', '2031-01-01T00:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await write(db, ana, id, '100 mg', new Date().toISOString());
    const [stored] = await db.query<{ dose: string }>(
      `select entry ->> 'dose' as dose from public.medicines where id = $1`,
      [id],
    );
    expect(stored?.dose).toBe('100 mg');
  });

  it('still skips a write older than the stored row', async () => {
    const db = database();
    const id = randomUUID();
    await write(db, ana, id, '50 mg', new Date().toISOString());
    const rows = await write(db, ana, id, '25 mg', '2020-01-01T00:00:00.000Z');
    expect(rows).toEqual([]);
  });
});
