// Issue 45 ("What it must show" 1), on PGlite and PostgreSQL 15: a member's push subscriptions are
// theirs alone and written only through the functions, at most 10 per member, and the sent-reminders
// ledger hands each (member, occurrence, device) to one run only, even when runs overlap. Migration:
// supabase/migrations/20261130100000_push_reminders.sql.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { EngineDatabase, Sql } from '../support/engineDatabase';
import { memberClaims, setupScripts } from '../support/memberDatabase';
import { describeOnEachEngine } from './engines';
import { ANON, SERVICE_ROLE, asMember, expectRefused, newAccount } from './support';

/** A browser's subscription as PushSubscription.toJSON() gives it (keys base64url, no padding). */
function browserSubscription(host = 'push.example.com') {
  return {
    endpoint: `https://${host}/send/${randomUUID()}`,
    p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

type Subscription = ReturnType<typeof browserSubscription>;

async function subscribe(
  db: EngineDatabase,
  uid: string,
  subscription: Subscription = browserSubscription(),
  label = 'Android · Chrome',
): Promise<string> {
  const [row] = await asMember<{ id: string }>(
    db,
    uid,
    'select public.subscribe_push($1, $2, $3, $4) as id',
    [subscription.endpoint, subscription.p256dh, subscription.auth, label],
  );
  if (!row?.id) throw new Error('subscribe_push returned nothing');
  return row.id;
}

interface Device {
  readonly id: string;
  readonly label: string;
  readonly this_device: boolean;
}

async function devicesOf(db: EngineDatabase, uid: string, endpoint?: string): Promise<Device[]> {
  const [row] = await asMember<{ d: Device[] }>(db, uid, 'select public.my_push_devices($1) as d', [
    endpoint ?? null,
  ]);
  return row?.d ?? [];
}

/** A medicine of the member at `time` (their wall clock), as the app syncs it. */
async function addMedicine(db: EngineDatabase, uid: string, id: string, time: string) {
  await asMember(db, uid, 'insert into public.medicines (id, entry) values ($1, $2::jsonb)', [
    id,
    JSON.stringify({ id, name: 'Metformina', dose: '850 mg', time, taken: false }),
  ]);
}

interface Claim {
  readonly occurrence: string;
  readonly subscription_id: string;
}

const queueSql = 'select public.queue_due_push_reminders($1) as q';
const claimSql = 'select public.claim_due_push_reminders($1, $2, $3) as c';

/** One run's first round trips: queue what fell due, then claim a batch of it. */
async function claim(sql: Sql, now: string, run = randomUUID()): Promise<Claim[]> {
  await sql.query(queueSql, [now]);
  return sql.query<{ c: Claim[] }>(claimSql, [now, 500, run]).then((rows) => rows[0]?.c ?? []);
}

/** Subscriptions created a day before the reminders they get (a later phone gets none of earlier ones). */
async function backdateSubscriptions(db: EngineDatabase, uid: string) {
  await db.query(
    `update public.push_subscriptions set created_at = '2026-03-01T00:00:00Z' where user_id = $1`,
    [uid],
  );
}

describeOnEachEngine('push subscriptions (issue 45)', (database) => {
  it('shows each member only their own devices and takes no direct writes', async () => {
    const db = database();
    const ana = await newAccount(db, 'Ana');
    const beto = await newAccount(db, 'Beto');
    const anaPhone = browserSubscription();
    await subscribe(db, ana, anaPhone, 'Android · Chrome');
    await subscribe(db, beto);

    const anaRows = await asMember<{ user_id: string }>(
      db,
      ana,
      'select user_id from public.push_subscriptions',
    );
    expect(anaRows.map((row) => row.user_id)).toEqual([ana]);
    expect(await devicesOf(db, ana, anaPhone.endpoint)).toMatchObject([
      { label: 'Android · Chrome', this_device: true },
    ]);
    expect(await devicesOf(db, ana)).toMatchObject([{ this_device: false }]);

    const other = browserSubscription();
    await expectRefused(
      asMember(
        db,
        ana,
        `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth_secret, label)
         values ($1, $2, $3, $4, 'x')`,
        [ana, other.endpoint, other.p256dh, other.auth],
      ),
      '42501',
    );
    await expectRefused(
      asMember(db, ana, `update public.push_subscriptions set label = 'mío'`),
      '42501',
    );
    await expectRefused(asMember(db, ana, 'delete from public.push_subscriptions'), '42501');
    // Beto's device cannot be removed by Ana, by id or by endpoint.
    const [betoDevice] = await devicesOf(db, beto);
    const [removed] = await asMember<{ r: boolean }>(
      db,
      ana,
      'select public.remove_push_device($1) as r',
      [betoDevice?.id],
    );
    expect(removed?.r).toBe(false);
    expect(await devicesOf(db, beto)).toHaveLength(1);

    await expectRefused(
      db.as(ANON, (sql) => sql.query('select * from public.push_subscriptions')),
      '42501',
    );
    await expectRefused(
      db.as(ANON, (sql) =>
        sql.query('select public.subscribe_push($1, $2, $3)', [
          other.endpoint,
          other.p256dh,
          other.auth,
        ]),
      ),
      '42501',
    );
    // The ledger and the sending functions are the service role's alone.
    await expectRefused(
      asMember(db, ana, 'select * from reminders_private.sent_reminders'),
      '42501',
    );
    await expectRefused(
      asMember(db, ana, claimSql, [new Date().toISOString(), 10, randomUUID()]),
      '42501',
    );
    await expectRefused(asMember(db, ana, queueSql, [new Date().toISOString()]), '42501');
    await expectRefused(
      asMember(db, ana, `select public.settle_push_reminders($1, '[]'::jsonb)`, [randomUUID()]),
      '42501',
    );
  });

  it('stops a device on request and refuses what is not a browser subscription', async () => {
    const db = database();
    const ana = await newAccount(db);
    const phone = browserSubscription();
    await subscribe(db, ana, phone);
    const [stopped] = await asMember<{ r: boolean }>(
      db,
      ana,
      'select public.unsubscribe_push($1) as r',
      [phone.endpoint],
    );
    expect(stopped?.r).toBe(true);
    expect(await devicesOf(db, ana)).toEqual([]);

    const refusals: Subscription[] = [
      { ...phone, endpoint: 'http://push.example.com/send/1' },
      { ...phone, endpoint: 'ftp://push.example.com/x' },
      { ...phone, p256dh: 'corto' },
      { ...phone, auth: `${phone.auth}AAAA` },
    ];
    for (const bad of refusals) {
      await expectRefused(
        subscribe(db, ana, bad),
        'VR002',
        'Los datos de este teléfono para recibir recordatorios no son válidos.',
      );
    }
    await expectRefused(
      asMember(db, ana, `select public.set_reminder_preferences(time_zone => 'Marte/Olympus')`),
      'VR003',
      'No reconocemos esa zona horaria.',
    );
  });

  it('keeps at most 10 devices per member; the same phone again is no new device', async () => {
    const db = database();
    const ana = await newAccount(db);
    const phones = Array.from({ length: 10 }, () => browserSubscription());
    for (const phone of phones) await subscribe(db, ana, phone);
    await expectRefused(
      subscribe(db, ana),
      'VR001',
      'Ya tienes 10 teléfonos con recordatorios. Quita uno que ya no uses para agregar este.',
    );
    // The same browser subscribing again (new keys) keeps its row.
    const first = phones[0];
    if (!first) throw new Error('no phone');
    const again = { ...browserSubscription(), endpoint: first.endpoint };
    const before = await devicesOf(db, ana);
    const id = await subscribe(db, ana, again, 'Android · Chrome (nuevo)');
    expect(before.map((device) => device.id)).toContain(id);
    expect(await devicesOf(db, ana)).toHaveLength(10);
    // Removing one makes room for the next.
    await asMember(db, ana, 'select public.remove_push_device($1)', [id]);
    await subscribe(db, ana);
    expect(await devicesOf(db, ana)).toHaveLength(10);

    // A browser another member subscribed on before moves to whoever subscribes on it now.
    const beto = await newAccount(db);
    const shared = browserSubscription();
    await subscribe(db, beto, shared);
    const carla = await newAccount(db);
    await subscribe(db, carla, shared);
    expect(await devicesOf(db, beto)).toEqual([]);
    expect(await devicesOf(db, carla, shared.endpoint)).toMatchObject([{ this_device: true }]);
  });

  it('hands each occurrence on each device to one of two overlapping runs', async () => {
    const db = database();
    const ana = await newAccount(db);
    await subscribe(db, ana);
    await subscribe(db, ana);
    await backdateSubscriptions(db, ana);
    await addMedicine(db, ana, 'm1', '08:00');
    await addMedicine(db, ana, 'm2', '08:00');
    // 08:00 in Mexico City is 14:00 UTC.
    const now = '2026-03-10T14:00:30Z';

    const [first, second] = await Promise.all([
      db.as(SERVICE_ROLE, (sql) => claim(sql, now)),
      db.as(SERVICE_ROLE, (sql) => claim(sql, now)),
    ]);
    const mine = [...(first ?? []), ...(second ?? [])].filter((c) =>
      c.occurrence.startsWith('medicine:m'),
    );
    // Two medicines on two devices: four sends, each handed out once.
    expect(mine).toHaveLength(4);
    expect(new Set(mine.map((c) => `${c.occurrence} ${c.subscription_id}`)).size).toBe(4);
    expect(await db.as(SERVICE_ROLE, (sql) => claim(sql, '2026-03-10T14:01:00Z'))).toEqual([]);

    // The key itself refuses a second row for the same member, occurrence and device.
    const [row] = await db.query<{ subscription_id: string }>(
      'select subscription_id from reminders_private.sent_reminders where user_id = $1 limit 1',
      [ana],
    );
    await expectRefused(
      db.query(
        `insert into reminders_private.sent_reminders (user_id, occurrence, subscription_id, kind,
           item_id, local_day, local_time, due_at, queued_at, next_attempt_at)
         values ($1, 'medicine:m1:2026-03-10T08:00', $2, 'medicine', 'm1', '2026-03-10', '08:00', $3, $3, $3)`,
        [ana, row?.subscription_id, now],
      ),
      '23505',
    );
  });
});

describe('two runs on two connections at once (PostgreSQL 15)', () => {
  it('claims each occurrence once while the first run still holds its transaction', async () => {
    const server = inject('postgresUrl');
    const name = `vita365_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const [setup, runA, runB] = [0, 1, 2].map(
      () => new pg.Client({ connectionString: url.toString() }),
    ) as [pg.Client, pg.Client, pg.Client];
    try {
      for (const client of [setup, runA, runB]) await client.connect();
      for (const script of await setupScripts()) await setup.query(script);
      const ana = randomUUID();
      await setup.query(`insert into auth.users (id, email) values ($1, 'ana@example.com')`, [ana]);
      const phone = browserSubscription();
      await setup.query('begin');
      await setup.query(`select set_config('role', 'authenticated', true)`);
      await setup.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(memberClaims(ana)),
      ]);
      await setup.query('select public.subscribe_push($1, $2, $3)', [
        phone.endpoint,
        phone.p256dh,
        phone.auth,
      ]);
      await setup.query(
        `insert into public.medicines (id, entry) values ('m1', '{"id":"m1","name":"Losartán","dose":"50 mg","time":"08:00","taken":false}')`,
      );
      await setup.query('commit');
      await setup.query(`update public.push_subscriptions set created_at = '2026-03-01T00:00:00Z'`);

      const now = '2026-03-10T14:00:10Z';
      for (const client of [runA, runB]) {
        await client.query('begin');
        await client.query(`select set_config('role', 'service_role', true)`);
      }
      await runA.query(queueSql, [now]);
      const claimedA = (await runA.query<{ c: Claim[] }>(claimSql, [now, 500, randomUUID()]))
        .rows[0]?.c;
      // Run B starts while A's rows are not yet committed: its insert waits on the ledger's key.
      const queuedB = runB.query<{ q: number }>(queueSql, [now]);
      await runA.query('commit');
      expect((await queuedB).rows[0]?.q).toBe(0);
      const claimedB = (await runB.query<{ c: Claim[] }>(claimSql, [now, 500, randomUUID()]))
        .rows[0]?.c;
      await runB.query('commit');

      expect(claimedA?.map((row) => row.occurrence)).toEqual(['medicine:m1:2026-03-10T08:00']);
      expect(claimedB).toEqual([]);
      const { rows } = await setup.query<{ n: number }>(
        'select count(*)::int as n from reminders_private.sent_reminders',
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      for (const client of [setup, runA, runB]) await client.end().catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
