// The membership the server enforces (issue 29, "What it must show" 1), on PGlite and PostgreSQL 15:
// a holder, a family member who joined with the code, another member with a plan of their own, and
// anon. Every change goes through the functions of ../shared/contracts/membership.md.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachEngine } from './engines';
import {
  ANON,
  SERVICE_ROLE,
  asMember,
  backdateUse,
  daysAgo,
  expectRefused,
  JOIN_REFUSAL,
  joinFamily,
  membershipOf,
  newAccount,
  pay,
} from './support';

/** Every membership table, with a column of it to try to change. */
const TABLE_COLUMNS = {
  memberships: 'plan',
  payments: 'amount_cents',
  families: 'code',
  family_members: 'name',
  coverage_uses: 'service_id',
  coverage_caps: 'events',
  payment_frequencies: 'months',
  enterprise_codes: 'seats',
  enterprise_redemptions: 'code',
} as const;
const MEMBERSHIP_TABLES = Object.keys(TABLE_COLUMNS) as (keyof typeof TABLE_COLUMNS)[];

describeOnEachEngine('membership', (database) => {
  let holder = '';
  let member = '';
  let other = '';
  let familyCode = '';
  let childId = '';

  beforeAll(async () => {
    const db = database();
    holder = await newAccount(db, 'Ana Titular');
    member = await newAccount(db, 'Beto Miembro');
    other = await newAccount(db, 'Carla Otra');
    await pay(db, holder, { plan: 'familiar', familySize: 4, ref: 'ref_holder_1' });
    familyCode = (await membershipOf(db, holder)).family_code ?? '';
    expect(await joinFamily(db, member, familyCode.toLowerCase())).toBeNull();
    const [child] = await asMember<{ id: string }>(
      db,
      holder,
      'select public.add_family_member($1, $2, $3) as id',
      ['Dani Hijo', ' gode561231hdfrrn09 ', '2015-06-01'],
    );
    childId = child?.id ?? '';
    await pay(db, other, { plan: 'individual', ref: 'ref_other_1' });
  });

  describe('my_membership', () => {
    it('gives the holder the plan, the server-made family code and the people, holder first', async () => {
      const mine = await membershipOf(database(), holder);
      // Issue 40: 12 symbols without 0/O/1/I (see familyInvitations.test.ts).
      expect(familyCode).toMatch(/^FAM-[2-9A-HJ-NP-Z]{12}$/);
      expect(mine).toMatchObject({
        status: 'active',
        role: 'holder',
        plan: 'familiar',
        family_size: 4,
        frequency: 'monthly',
        family_code: familyCode,
        uses: {},
      });
      expect(mine.members).toEqual([
        { id: holder, name: 'Ana Titular', role: 'holder' },
        {
          id: member,
          name: 'Beto Miembro',
          role: 'member',
          kind: 'joined',
          since: expect.any(String),
        },
        {
          id: childId,
          name: 'Dani Hijo',
          role: 'member',
          kind: 'added',
          since: expect.any(String),
        },
      ]);
      expect(Date.parse(mine.next_payment_date ?? '')).toBeGreaterThan(
        Date.now() + 27 * 86_400_000,
      );
    });

    it("gives a family member the holder's plan and due date, as a member, with first names and no code", async () => {
      const theirs = await membershipOf(database(), member);
      const holders = await membershipOf(database(), holder);
      // Issue 40: only the holder gets the code and full names; a member sees their own name.
      expect(theirs).toEqual({
        ...holders,
        role: 'member',
        family_code: null,
        family_code_expires_at: null,
        members: [
          { id: holder, name: 'Ana', role: 'holder' },
          { id: member, name: 'Beto Miembro', role: 'member' },
          { id: childId, name: 'Dani', role: 'member' },
        ],
        recent_uses: [],
      });
    });

    it('says pending, with no role and nobody, to a member without a payment', async () => {
      const nobody = await newAccount(database());
      expect(await membershipOf(database(), nobody)).toEqual({
        status: 'pending',
        role: null,
        plan: null,
        family_size: null,
        frequency: null,
        next_payment_date: null,
        family_code: null,
        family_code_expires_at: null,
        members: [],
        uses: {},
        recent_uses: [],
      });
    });

    it('counts the status from the due date: active to 72 h after it, suspended to 360 h, then cancelled', async () => {
      const db = database();
      const statusAt = async (hoursAfterDue: number) => {
        const [row] = await db.query<{ status: string }>(
          `select membership_private.status_at(timestamptz '2026-01-10 12:00Z',
             timestamptz '2026-01-10 12:00Z' + make_interval(secs => $1::double precision * 3600)) as status`,
          [hoursAfterDue],
        );
        return row?.status;
      };
      expect(await statusAt(-100)).toBe('active');
      expect(await statusAt(72)).toBe('active');
      expect(await statusAt(72.01)).toBe('suspended');
      expect(await statusAt(360)).toBe('suspended');
      expect(await statusAt(360.01)).toBe('cancelled');
    });

    it('reads a payment 40 days old (monthly) as suspended and one 50 days old as cancelled', async () => {
      const db = database();
      const late = await newAccount(db);
      await pay(db, late, { paidAt: daysAgo(40) });
      expect((await membershipOf(db, late)).status).toBe('suspended');
      const gone = await newAccount(db);
      await pay(db, gone, { paidAt: daysAgo(50) });
      expect((await membershipOf(db, gone)).status).toBe('cancelled');
    });

    it('refuses anon', async () => {
      await expectRefused(
        database().as(ANON, (sql) => sql.query('select public.my_membership()')),
        '42501',
      );
    });
  });

  describe('record_payment', () => {
    it('makes one payment of a reference sent twice, and refuses it for another member', async () => {
      const db = database();
      const payer = await newAccount(db);
      const ref = `ref_${randomUUID()}`;
      const first = await pay(db, payer, { ref, amountCents: 50_000 });
      const again = await pay(db, payer, { ref, amountCents: 50_000 });
      expect(again).toBe(first);
      const [count] = await db.query<{ n: number }>(
        'select count(*)::int as n from public.payments where provider_ref = $1',
        [ref],
      );
      expect(count?.n).toBe(1);
      const due = (await membershipOf(db, payer)).next_payment_date;
      await pay(db, payer, { ref });
      expect((await membershipOf(db, payer)).next_payment_date).toBe(due);
      await expectRefused(pay(db, other, { ref }), 'VM031');
    });

    it('extends the plan from its due date, or from the payment when that date has passed', async () => {
      const db = database();
      const payer = await newAccount(db);
      const paidAt = new Date('2026-01-31T18:00:00Z');
      await pay(db, payer, { paidAt });
      // Mexico City calendar: 31 Jan 12:00 plus a month is the last day of February.
      expect((await membershipOf(db, payer)).next_payment_date).toBe('2026-02-28T18:00:00.000Z');
      await pay(db, payer, { paidAt: new Date('2026-02-20T00:00:00Z'), frequency: 'quarterly' });
      expect((await membershipOf(db, payer)).next_payment_date).toBe('2026-05-28T18:00:00.000Z');
      const renewed = new Date(Date.now() - 60_000);
      await pay(db, payer, { paidAt: renewed });
      const due = Date.parse((await membershipOf(db, payer)).next_payment_date ?? '');
      expect(due).toBeGreaterThan(renewed.getTime() + 27 * 86_400_000);
      const [payments] = await asMember<{ p: { provider_ref: string; period_start: string }[] }>(
        db,
        payer,
        'select public.my_payments() as p',
      );
      expect(payments?.p).toHaveLength(3);
      expect(payments?.p[0]?.period_start).toBe(renewed.toISOString());
    });

    it('refuses an unknown plan or frequency, a family of one and a negative amount', async () => {
      const db = database();
      const payer = await newAccount(db);
      await expectRefused(pay(db, payer, { plan: 'oro' as 'individual' }), 'VM030');
      await expectRefused(pay(db, payer, { frequency: 'weekly' }), 'VM030');
      await expectRefused(pay(db, payer, { plan: 'familiar', familySize: 1 }), 'VM030');
      await expectRefused(pay(db, payer, { amountCents: -1 }), 'VM030');
      await expectRefused(pay(db, randomUUID()), 'VM032');
    });

    it('may be called by the service role only', async () => {
      const call = `select public.record_payment($1, 'individual', 1, 'monthly', 100, $2, now())`;
      for (const uid of [holder, member, other])
        await expectRefused(asMember(database(), uid, call, [uid, `ref_${randomUUID()}`]), '42501');
      await expectRefused(
        database().as(ANON, (sql) => sql.query(call, [other, `ref_${randomUUID()}`])),
        '42501',
      );
    });
  });

  describe('coverage uses', () => {
    it('counts a use for the whole family and refuses one beyond the cap', async () => {
      const db = database();
      const [first] = await asMember<{ id: string }>(
        db,
        member,
        `select public.register_coverage_use('consulta_especialista') as id`,
      );
      expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await membershipOf(db, holder)).uses).toEqual({ consulta_especialista: 1 });
      await expectRefused(
        asMember(db, holder, `select public.register_coverage_use('consulta_especialista')`),
        'VM003',
      );
      expect((await membershipOf(db, member)).uses).toEqual({ consulta_especialista: 1 });
    });

    it('never runs out of an unlimited service', async () => {
      const db = database();
      for (let use = 0; use < 5; use += 1)
        await asMember(db, other, `select public.register_coverage_use('ambulancia_terrestre')`);
      expect((await membershipOf(db, other)).uses.ambulancia_terrestre).toBe(5);
    });

    it('refuses an unknown service, no plan and a plan that is not active', async () => {
      const db = database();
      await expectRefused(
        asMember(db, holder, `select public.register_coverage_use('spa_gratis')`),
        'VM001',
      );
      const nobody = await newAccount(db);
      await expectRefused(
        asMember(db, nobody, `select public.register_coverage_use('plomero')`),
        'VM002',
      );
      const late = await newAccount(db);
      await pay(db, late, { paidAt: daysAgo(40) });
      await expectRefused(
        asMember(db, late, `select public.register_coverage_use('plomero')`),
        'VM002',
      );
    });

    it('undoes only the caller’s own use, and only within 10 minutes', async () => {
      const db = database();
      const [use] = await asMember<{ id: string }>(
        db,
        holder,
        `select public.register_coverage_use('plomero') as id`,
      );
      const useId = use?.id ?? '';
      await expectRefused(
        asMember(db, member, 'select public.undo_coverage_use($1)', [useId]),
        'VM004',
      );
      await expectRefused(
        asMember(db, other, 'select public.undo_coverage_use($1)', [useId]),
        'VM004',
      );
      await backdateUse(db, useId, 9);
      await asMember(db, holder, 'select public.undo_coverage_use($1)', [useId]);
      expect((await membershipOf(db, holder)).uses.plomero).toBeUndefined();
      await expectRefused(
        asMember(db, holder, 'select public.undo_coverage_use($1)', [useId]),
        'VM004',
      );

      const [late] = await asMember<{ id: string }>(
        db,
        holder,
        `select public.register_coverage_use('plomero') as id`,
      );
      await backdateUse(db, late?.id ?? '', 10);
      await expectRefused(
        asMember(db, holder, 'select public.undo_coverage_use($1)', [late?.id]),
        'VM005',
      );
      expect((await membershipOf(db, holder)).uses.plomero).toBe(1);
    });

    it('keeps every use in the ledger: an undone use stays, marked', async () => {
      const rows = await database().query<{ undone: number }>(
        `select count(*)::int as undone from public.coverage_uses where undone_at is not null`,
      );
      expect(rows[0]?.undone).toBeGreaterThanOrEqual(1);
      await expectRefused(
        database().query(`update public.coverage_uses set service_id = 'plomero'`),
        '55000',
      );
    });
  });

  describe('families', () => {
    it('refuses a join with an unknown code, a full family, or a caller who has a plan', async () => {
      const db = database();
      const newcomer = await newAccount(db);
      // Issue 40: one refusal (VM010) for every code join_family will not accept.
      expect(await joinFamily(db, newcomer, 'FAM-NOEXISTE')).toEqual(JOIN_REFUSAL);
      expect(await joinFamily(db, other, familyCode)).toEqual(JOIN_REFUSAL);
      expect(await joinFamily(db, member, familyCode)).toEqual(JOIN_REFUSAL);
      // The family of 4 has the holder, Beto and Dani: one place left.
      expect(await joinFamily(db, newcomer, familyCode)).toBeNull();
      const late = await newAccount(db);
      expect(await joinFamily(db, late, familyCode)).toEqual(JOIN_REFUSAL);
      await expectRefused(
        asMember(db, holder, 'select public.add_family_member($1, $2, $3)', [
          'Eva',
          'GODE561231HDFRRN08',
          '2010-01-01',
        ]),
        'VM011',
      );
      await asMember(db, holder, 'select public.remove_family_member($1)', [newcomer]);
      expect((await membershipOf(db, newcomer)).status).toBe('pending');
      // Removing someone who joined replaced the code.
      familyCode = (await membershipOf(db, holder)).family_code ?? '';
    });

    it('refuses a join to a family whose plan is not active', async () => {
      const db = database();
      const lapsed = await newAccount(db);
      await pay(db, lapsed, { plan: 'familiar', familySize: 3, paidAt: daysAgo(50) });
      const [row] = await db.query<{ code: string }>(
        `select f.code from public.families f join public.memberships m on m.id = f.membership_id
          where m.holder_id = $1`,
        [lapsed],
      );
      const newcomer = await newAccount(db);
      expect(await joinFamily(db, newcomer, row?.code ?? '')).toEqual(JOIN_REFUSAL);
    });

    it('checks an added person as the profile does: name, 18-character CURP, birth date not after today', async () => {
      const db = database();
      const add = (name: string, curp: string, birthDate: string | null) =>
        asMember(db, holder, 'select public.add_family_member($1, $2, $3)', [
          name,
          curp,
          birthDate,
        ]);
      await expectRefused(add('  ', 'GODE561231HDFRRN08', '2010-01-01'), 'VM021');
      await expectRefused(
        add('Eva', 'GODE561231HDFRRN0', '2010-01-01'),
        'VM022',
        'El CURP debe tener 18 caracteres.',
      );
      await expectRefused(add('Eva', 'GODE561231HDFRRN08', null), 'VM023');
      await expectRefused(
        add('Eva', 'GODE561231HDFRRN08', '2999-01-01'),
        'VM023',
        'La fecha de nacimiento no puede ser posterior a hoy.',
      );
      const [stored] = await db.query<{ curp: string }>(
        'select curp from public.family_members where id = $1',
        [childId],
      );
      expect(stored?.curp).toBe('GODE561231HDFRRN09');
    });

    it('lets only the holder add, edit and remove people', async () => {
      const db = database();
      await expectRefused(
        asMember(db, member, 'select public.add_family_member($1, $2, $3)', [
          'Eva',
          'GODE561231HDFRRN08',
          '2010-01-01',
        ]),
        'VM020',
      );
      await expectRefused(
        asMember(db, member, 'select public.update_family_member($1, $2, $3, $4)', [
          childId,
          'Otro',
          'GODE561231HDFRRN09',
          '2015-06-01',
        ]),
        'VM025',
      );
      await expectRefused(
        asMember(db, other, 'select public.remove_family_member($1)', [childId]),
        'VM025',
      );
      await expectRefused(
        asMember(db, holder, 'select public.remove_family_member($1)', [other]),
        'VM024',
      );
      await asMember(db, holder, 'select public.update_family_member($1, $2, $3, $4)', [
        childId,
        'Daniel Hijo',
        'GODE561231HDFRRN09',
        '2015-06-01',
      ]);
      expect((await membershipOf(db, holder)).members.map((person) => person.name)).toEqual([
        'Ana Titular',
        'Beto Miembro',
        'Daniel Hijo',
      ]);
      // Issue 40: a member sees the others' first names.
      expect((await membershipOf(db, member)).members.map((person) => person.name)).toEqual([
        'Ana',
        'Beto Miembro',
        'Daniel',
      ]);
    });

    it('makes a member who pays a plan of their own leave the family and hold theirs', async () => {
      const db = database();
      const leaver = await newAccount(db, 'Fer');
      const family = await newAccount(db);
      await pay(db, family, { plan: 'familiar', familySize: 2 });
      expect(await joinFamily(db, leaver, (await membershipOf(db, family)).family_code)).toBeNull();
      expect((await membershipOf(db, leaver)).role).toBe('member');
      await pay(db, leaver, { plan: 'individual' });
      expect((await membershipOf(db, leaver)).role).toBe('holder');
      expect((await membershipOf(db, family)).members).toHaveLength(1);
    });
  });

  describe('enterprise codes', () => {
    it("takes a seat per member and refuses an unknown or used-up code with the spec's text", async () => {
      const db = database();
      await db.query(
        `insert into public.enterprise_codes (code, company, seats) values ('EMP-ACME', 'Acme', 1)`,
      );
      const first = await newAccount(db);
      const second = await newAccount(db);
      const [seat] = await asMember<{ r: unknown }>(
        db,
        first,
        `select public.redeem_enterprise_code(' emp-acme ') as r`,
      );
      expect(seat?.r).toEqual({ code: 'EMP-ACME', company: 'Acme' });
      await asMember(db, first, `select public.redeem_enterprise_code('EMP-ACME')`);
      for (const code of ['EMP-ACME', 'EMP-NADA'])
        await expectRefused(
          asMember(db, second, 'select public.redeem_enterprise_code($1)', [code]),
          'VM040',
          'El código ingresado no es válido o ha expirado.',
        );
    });
  });

  describe('who sees and changes what', () => {
    it('lets nobody insert, update or delete a membership table, nor call the helpers', async () => {
      const db = database();
      const statements = (table: keyof typeof TABLE_COLUMNS) => [
        `insert into public.${table} default values`,
        `update public.${table} set ${TABLE_COLUMNS[table]} = ${TABLE_COLUMNS[table]}`,
        `delete from public.${table}`,
      ];
      for (const claims of [
        { sub: holder, role: 'authenticated' },
        { sub: member, role: 'authenticated' },
        { sub: other, role: 'authenticated' },
        ANON,
      ])
        for (const table of MEMBERSHIP_TABLES)
          for (const statement of statements(table))
            await expectRefused(
              db.as(claims, (sql) => sql.query(statement)),
              '42501',
            );
      await expectRefused(
        asMember(db, holder, 'select membership_private.membership_of($1)', [holder]),
        '42501',
      );
      const [plan] = await db.query<{ family_size: number }>(
        'select family_size from public.memberships where holder_id = $1',
        [holder],
      );
      expect(plan?.family_size).toBe(4);
    });

    it("shows the family's rows to its holder, a member their own, and another member none", async () => {
      const db = database();
      const visible = async (uid: string, table: string) =>
        (
          await asMember<{ n: number }>(db, uid, `select count(*)::int as n from public.${table}`)
        )[0]?.n;
      expect(await visible(holder, 'memberships')).toBe(1);
      expect(await visible(holder, 'payments')).toBe(1);
      expect(await visible(holder, 'families')).toBe(1);
      expect(await visible(holder, 'family_members')).toBe(2);
      expect(await visible(holder, 'coverage_uses')).toBeGreaterThanOrEqual(2);
      // Issue 40: a joined member reads the plan, their own row and their own uses only.
      expect(await visible(member, 'memberships')).toBe(1);
      expect(await visible(member, 'payments')).toBe(0);
      expect(await visible(member, 'families')).toBe(0);
      const [ownRow] = await asMember<{ user_id: string; curp: string | null }>(
        db,
        member,
        'select user_id, curp from public.family_members',
      );
      expect(ownRow).toEqual({ user_id: member, curp: null });
      expect(await visible(member, 'family_members')).toBe(1);
      const memberUses = await asMember<{ user_id: string }>(
        db,
        member,
        'select distinct user_id from public.coverage_uses',
      );
      expect(memberUses).toEqual([{ user_id: member }]);
      const [memberPayments] = await asMember<{ p: unknown[] }>(
        db,
        member,
        'select public.my_payments() as p',
      );
      expect(memberPayments?.p).toEqual([]);
      const [otherPlan] = await asMember<{ holder_id: string }>(
        db,
        other,
        'select holder_id from public.memberships',
      );
      expect(otherPlan?.holder_id).toBe(other);
      expect(await visible(other, 'payments')).toBe(1);
      expect(await visible(other, 'families')).toBe(0);
      expect(await visible(other, 'family_members')).toBe(0);
      const otherUses = await asMember<{ membership_id: string }>(
        db,
        other,
        'select distinct membership_id from public.coverage_uses',
      );
      expect(otherUses).toHaveLength(1);
      expect(
        await visible(other, 'enterprise_codes').catch((error: { code?: string }) => error.code),
      ).toBe('42501');
      const stranger = await newAccount(db);
      for (const table of [
        'memberships',
        'payments',
        'families',
        'family_members',
        'coverage_uses',
      ])
        expect(await visible(stranger, table)).toBe(0);
      const [payments] = await asMember<{ p: unknown[] }>(
        db,
        other,
        'select public.my_payments() as p',
      );
      expect(payments?.p).toHaveLength(1);
    });

    it('shows anon nothing at all', async () => {
      const db = database();
      for (const table of MEMBERSHIP_TABLES)
        await expectRefused(
          db.as(ANON, (sql) => sql.query(`select * from public.${table}`)),
          '42501',
        );
      for (const call of [
        'select public.my_payments()',
        `select public.register_coverage_use('plomero')`,
        `select public.join_family('FAM-X')`,
      ])
        await expectRefused(
          db.as(ANON, (sql) => sql.query(call)),
          '42501',
        );
    });

    it('lets the service role read the tables (it bypasses row-level security)', async () => {
      const rows = await database().as(SERVICE_ROLE, (sql) =>
        sql.query<{ n: number }>('select count(*)::int as n from public.payments'),
      );
      expect(rows[0]?.n).toBeGreaterThan(2);
    });
  });
});
