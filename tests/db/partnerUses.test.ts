// Issue 46, the assistance partner ("What it must show" 1), on PGlite and PostgreSQL 15: a use the
// partner records counts against the cap and is idempotent on its case reference, a member cannot
// undo it, a member's use and the partner's of the same event count once, keys are kept hashed, and
// no member reads a key or the audit. Migrations: supabase/migrations/20261130200100_partner_ledger.sql,
// 20261130200200_partner_uses_readers.sql, 20261130200300_partner_request.sql.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EngineDatabase } from '../support/engineDatabase';
import { describeOnEachEngine } from './engines';
import {
  asMember,
  backdateUse,
  daysAgo,
  expectRefused,
  membershipOf,
  pay,
  SERVICE_ROLE,
} from './support';

interface PartnerAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly retry_after?: number;
}

interface PeriodUse {
  readonly id: string;
  readonly service_id: string;
  readonly member_id: string;
  readonly used_at: string;
  readonly recorded_by: 'member' | 'provider';
  readonly undo_until: string | null;
  readonly merged_member_use_id: string | null;
}

const CAPPED = 'medico_domicilio'; // 2 events per period

const service = <T>(db: EngineDatabase, text: string, params: readonly unknown[] = []) =>
  db.as(SERVICE_ROLE, (sql) => sql.query<{ v: T }>(text, params)).then((rows) => rows[0]?.v as T);

async function newKey(db: EngineDatabase, rate = 1000) {
  return service<{ key: string; prefix: string; id: string }>(
    db,
    `select public.create_partner_key('Asistencia Nacional', $1) as v`,
    [rate],
  );
}

const call = (db: EngineDatabase, key: string | null, action: string, request: unknown) =>
  service<PartnerAnswer>(db, 'select public.partner_request($1, $2, $3::jsonb) as v', [
    key,
    action,
    JSON.stringify(request),
  ]);

/** A member whose sign-up gave a card and whose profile has a CURP, with an active plan. */
async function cardHolder(db: EngineDatabase, { paid = true } = {}) {
  const id = randomUUID();
  const card = `VITA-${id.slice(0, 8).toUpperCase()}`;
  const curp = `PEGL${id.replaceAll('-', '').slice(0, 14).toUpperCase()}`;
  await db.query(
    'insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3::jsonb)',
    [
      id,
      `${id}@example.com`,
      JSON.stringify({ name: 'Laura Pérez', vita_card_id: card, curp, birthDate: '1990-05-17' }),
    ],
  );
  if (paid) await pay(db, id);
  return { id, card, curp };
}

const periodUses = async (db: EngineDatabase, uid: string) =>
  ((await membershipOf(db, uid)) as unknown as { period_uses: PeriodUse[] }).period_uses;

const registerUse = (
  db: EngineDatabase,
  key: string,
  card: string,
  ref: string,
  serviceId = CAPPED,
) => call(db, key, 'register-use', { card, service_id: serviceId, case_reference: ref });

describeOnEachEngine('partner uses (issue 46)', (database) => {
  describe('the ledger', () => {
    it('counts a partner use against the cap, once per case reference', async () => {
      const db = database();
      const { key } = await newKey(db);
      const member = await cardHolder(db);
      const first = await registerUse(db, key, member.card, 'SIN-1001');
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ service_id: CAPPED, uses_left: 1, replayed: false });
      const again = await registerUse(db, key, member.card.toLowerCase(), 'SIN-1001');
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ use_id: first.body.use_id, uses_left: 1, replayed: true });
      expect((await membershipOf(db, member.id)).uses).toEqual({ [CAPPED]: 1 });

      expect((await registerUse(db, key, member.card, 'SIN-1002')).body.uses_left).toBe(0);
      const past = await registerUse(db, key, member.card, 'SIN-1003');
      expect(past).toMatchObject({ status: 409, body: { error: 'no_uses_left' } });
      const other = await registerUse(db, key, member.card, 'SIN-1001', 'cerrajero');
      expect(other).toMatchObject({ status: 409, body: { error: 'case_reference_conflict' } });
      expect((await membershipOf(db, member.id)).uses).toEqual({ [CAPPED]: 2 });
    });

    it('refuses a use when the plan is not active, as for a card nobody has', async () => {
      const db = database();
      const { key } = await newKey(db);
      const lapsed = await cardHolder(db, { paid: false });
      await pay(db, lapsed.id, { paidAt: daysAgo(60) });
      const unknown = await registerUse(db, key, 'VITA-00000000', 'SIN-2001');
      const inactive = await registerUse(db, key, lapsed.card, 'SIN-2002');
      expect(inactive).toEqual(unknown);
      expect(inactive).toMatchObject({ status: 422, body: { error: 'not_covered' } });
      const verifyUnknown = await call(db, key, 'verify', { card: 'VITA-00000000' });
      const verifyInactive = await call(db, key, 'verify', { card: lapsed.card });
      const withoutTime = (body: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'checked_at'));
      expect(withoutTime(verifyInactive.body)).toEqual(withoutTime(verifyUnknown.body));
      expect(withoutTime(verifyInactive.body)).toEqual({ covered: false, services: [] });
    });

    it('shows the member who recorded each use and when, and never lets them undo the partner’s', async () => {
      const db = database();
      const { key } = await newKey(db);
      const member = await cardHolder(db);
      const [own] = await asMember<{ id: string }>(
        db,
        member.id,
        `select public.register_coverage_use('cerrajero') as id`,
      );
      const partner = await registerUse(db, key, member.card, 'SIN-3001');
      const uses = await periodUses(db, member.id);
      expect(uses.map((use) => [use.service_id, use.recorded_by])).toEqual([
        [CAPPED, 'provider'],
        ['cerrajero', 'member'],
      ]);
      expect(uses[0]).toMatchObject({ id: partner.body.use_id, undo_until: null });
      expect(uses[0]?.used_at).toBe(partner.body.recorded_at);
      expect(uses[1]?.undo_until).not.toBeNull();
      await expectRefused(
        asMember(db, member.id, 'select public.undo_coverage_use($1)', [partner.body.use_id]),
        'VM006',
        'Ese uso lo registró el proveedor y no se puede deshacer.',
      );
      await asMember(db, member.id, 'select public.undo_coverage_use($1)', [own?.id]);
      expect((await membershipOf(db, member.id)).uses).toEqual({ [CAPPED]: 1 });
      const [row] = await asMember<{ recorded_by: string }>(
        db,
        member.id,
        'select recorded_by from public.coverage_uses where id = $1',
        [partner.body.use_id],
      );
      expect(row?.recorded_by).toBe('provider');
    });

    it('counts a member use and a partner use of the same service within 24 hours once', async () => {
      const db = database();
      const { key } = await newKey(db);
      const first = await cardHolder(db);
      // The member first, then the partner.
      const [own] = await asMember<{ id: string }>(
        db,
        first.id,
        'select public.register_coverage_use($1) as id',
        [CAPPED],
      );
      const partner = await registerUse(db, key, first.card, 'SIN-4001');
      expect(partner.body.uses_left).toBe(1);
      expect((await membershipOf(db, first.id)).uses).toEqual({ [CAPPED]: 1 });
      expect(await periodUses(db, first.id)).toEqual([
        expect.objectContaining({ recorded_by: 'provider', merged_member_use_id: own?.id }),
      ]);
      // A member use over a day earlier is another event.
      const second = await cardHolder(db);
      const [old] = await asMember<{ id: string }>(
        db,
        second.id,
        'select public.register_coverage_use($1) as id',
        [CAPPED],
      );
      await backdateUse(db, old?.id ?? '', 25 * 60);
      await registerUse(db, key, second.card, 'SIN-4002');
      expect((await membershipOf(db, second.id)).uses).toEqual({ [CAPPED]: 2 });
      // The partner first, then the member, at the cap: the member's press is the same event.
      const third = await cardHolder(db);
      await registerUse(db, key, third.card, 'SIN-4003');
      await registerUse(db, key, third.card, 'SIN-4004');
      await asMember(db, third.id, 'select public.register_coverage_use($1)', [CAPPED]);
      expect((await membershipOf(db, third.id)).uses).toEqual({ [CAPPED]: 2 });
      expect((await periodUses(db, third.id)).map((use) => use.recorded_by)).toEqual([
        'provider',
        'provider',
      ]);
    });

    it('voids a use within 72 hours with a reason, and not after', async () => {
      const db = database();
      const { key } = await newKey(db);
      const member = await cardHolder(db);
      const use = await registerUse(db, key, member.card, 'SIN-5001');
      expect(
        await call(db, key, 'void-use', { case_reference: 'SIN-5001', reason: '' }),
      ).toMatchObject({ status: 400 });
      const voided = await call(db, key, 'void-use', {
        case_reference: 'SIN-5001',
        reason: 'Servicio cancelado por el miembro',
      });
      expect(voided).toMatchObject({ status: 200, body: { use_id: use.body.use_id } });
      expect((await membershipOf(db, member.id)).uses).toEqual({});
      expect(await registerUse(db, key, member.card, 'SIN-5001')).toMatchObject({
        status: 409,
        body: { error: 'case_voided' },
      });
      const late = await registerUse(db, key, member.card, 'SIN-5002');
      await backdateUse(db, String(late.body.use_id), 73 * 60);
      expect(
        await call(db, key, 'void-use', { case_reference: 'SIN-5002', reason: 'Tarde' }),
      ).toMatchObject({ status: 409, body: { error: 'void_window_passed' } });
      expect(
        await call(db, key, 'void-use', { case_reference: 'SIN-9999', reason: 'No existe' }),
      ).toMatchObject({ status: 404 });
    });

    it('finds an added person by CURP and birth date, and lists the use under them', async () => {
      const db = database();
      const { key } = await newKey(db);
      const holder = await cardHolder(db, { paid: false });
      await pay(db, holder.id, { plan: 'familiar', familySize: 3 });
      const [child] = await asMember<{ id: string }>(
        db,
        holder.id,
        'select public.add_family_member($1, $2, $3) as id',
        ['Sofía Pérez', 'PESO150101MDFPFA01', '2015-01-01'],
      );
      const byCurp = { curp: 'peso150101mdfpfa01', birth_date: '2015-01-01' };
      expect((await call(db, key, 'verify', byCurp)).body.covered).toBe(true);
      expect(
        (await call(db, key, 'verify', { ...byCurp, birth_date: '2015-01-02' })).body.covered,
      ).toBe(false);
      await call(db, key, 'register-use', {
        ...byCurp,
        service_id: 'vacunacion_antirrabica',
        case_reference: 'SIN-6001',
      });
      expect(await periodUses(db, holder.id)).toEqual([
        expect.objectContaining({ member_id: child?.id, recorded_by: 'provider' }),
      ]);
      const byOwnCurp = await call(db, key, 'verify', {
        curp: holder.curp,
        birth_date: '1990-05-17',
      });
      expect(byOwnCurp.body.covered).toBe(true);
    });
  });

  describe('keys and the audit', () => {
    it('keeps only the SHA-256 of a key and shows its prefix, never the key', async () => {
      const db = database();
      const made = await newKey(db);
      expect(made.key).toMatch(/^vpk_[2-9A-HJ-NP-Z]{8}_[2-9A-HJ-NP-Z]{40}$/);
      expect(made.key.startsWith(`${made.prefix}_`)).toBe(true);
      const [stored] = await db.query<{ hash: string; columns: string }>(
        `select encode(key_hash, 'hex') as hash,
                (select string_agg(column_name, ',' order by column_name)
                   from information_schema.columns
                  where table_schema = 'partner_private' and table_name = 'partner_keys') as columns
           from partner_private.partner_keys where id = $1`,
        [made.id],
      );
      expect(stored?.hash).toBe(createHash('sha256').update(made.key).digest('hex'));
      expect(stored?.columns).toBe(
        'created_at,id,key_hash,last_used_at,partner,prefix,rate_per_minute,revoked_at',
      );
      const listed = await service<Record<string, unknown>[]>(
        db,
        'select public.list_partner_keys() as v',
      );
      expect(JSON.stringify(listed)).not.toContain(made.key.slice(13));
      expect(listed[0]).toMatchObject({ prefix: made.prefix, revoked_at: null });
    });

    it('refuses no key, a wrong key and a revoked key with one answer, and audits each', async () => {
      const db = database();
      const made = await newKey(db);
      const member = await cardHolder(db);
      const request = { card: member.card };
      const wrong = `${made.prefix}_${'2'.repeat(40)}`;
      await service(db, 'select public.revoke_partner_key($1) as v', [made.prefix]);
      const [before] = await db.query<{ last: number }>(
        'select coalesce(max(id), 0)::int as last from partner_private.partner_calls',
      );
      const answers = [
        await call(db, null, 'verify', request),
        await call(db, wrong, 'verify', request),
        await call(db, made.key, 'verify', request),
      ];
      expect(answers[0]).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      const [audit] = await db.query<{ outcomes: string }>(
        `select string_agg(outcome || ':' || coalesce(key_prefix, '-'), ',' order by id) as outcomes
           from partner_private.partner_calls where id > $1`,
        [before?.last ?? 0],
      );
      expect(audit?.outcomes).toBe(
        `unauthorized:-,unauthorized:${made.prefix},revoked_key:${made.prefix}`,
      );
    });

    it('limits each key to its calls per minute', async () => {
      const db = database();
      const slow = await newKey(db, 3);
      const other = await newKey(db, 3);
      const member = await cardHolder(db);
      // One transaction, so every call falls in the same minute (now() is the transaction's start).
      const statuses = await db.as(SERVICE_ROLE, async (sql) => {
        const seen: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          const [row] = await sql.query<{ v: PartnerAnswer }>(
            'select public.partner_request($1, $2, $3::jsonb) as v',
            [slow.key, 'verify', JSON.stringify({ card: member.card })],
          );
          seen.push(row?.v.status ?? 0);
          if (i === 3) expect(row?.v.retry_after).toBeGreaterThan(0);
        }
        return seen;
      });
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await call(db, other.key, 'verify', { card: member.card })).status).toBe(200);
    });

    it('lists a member’s calls for the operator, and lets no member read keys or the audit', async () => {
      const db = database();
      const { key } = await newKey(db);
      const member = await cardHolder(db);
      await call(db, key, 'verify', { card: member.card });
      await registerUse(db, key, member.card, 'SIN-7001');
      const calls = await service<
        { action: string; status: number; case_reference: string | null }[]
      >(db, 'select public.list_partner_calls($1) as v', [member.id]);
      expect(calls.map((entry) => [entry.action, entry.status, entry.case_reference])).toEqual([
        ['register-use', 201, 'SIN-7001'],
        ['verify', 200, null],
      ]);
      for (const text of [
        'select * from partner_private.partner_calls',
        'select * from partner_private.partner_keys',
        'select * from partner_private.partner_uses',
        'select * from membership_private.member_cards',
        'select public.list_partner_calls($1)',
        'select public.list_partner_keys()',
        `select public.create_partner_key('Yo mismo')`,
        `select public.partner_request('x', 'verify', '{}')`,
      ])
        await expectRefused(
          asMember(db, member.id, text, text.includes('$1') ? [member.id] : []),
          '42501',
        );
      await expectRefused(
        db.as({ role: 'anon' }, (sql) => sql.query('select * from partner_private.partner_keys')),
        '42501',
      );
    });
  });
});
