// Issue 40, families ("What it must show" 1), on PGlite and PostgreSQL 15: codes no one can guess,
// one refusal for every code join_family will not accept, the throttle, codes that stop working, a
// family's personal data seen only by its holder, coverage that belongs to the plan, and the holder's
// undo of a family member's use. Migration: supabase/migrations/20261129100000_family_invitations.sql.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EngineDatabase } from '../support/engineDatabase';
import { describeOnEachEngine } from './engines';
import {
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

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CHILD_CURP = 'LOSO150101MDFPFA01';
const CHILD_BIRTH = '2015-01-01';

/** A holder of an active family plan of `size`, and the code my_membership shows them. */
async function familyOf(db: EngineDatabase, size = 4, name = 'Ana López García') {
  const holder = await newAccount(db, name);
  await pay(db, holder, { plan: 'familiar', familySize: size });
  const code = (await membershipOf(db, holder)).family_code ?? '';
  expect(code).toMatch(/^FAM-[2-9A-HJ-NP-Z]{12}$/);
  return { holder, code };
}

async function addChild(db: EngineDatabase, holder: string): Promise<string> {
  const [row] = await asMember<{ id: string }>(
    db,
    holder,
    'select public.add_family_member($1, $2, $3) as id',
    ['Sofía López Ortiz', CHILD_CURP, CHILD_BIRTH],
  );
  return row?.id ?? '';
}

async function registerUse(db: EngineDatabase, uid: string, service: string): Promise<string> {
  const [row] = await asMember<{ id: string }>(
    db,
    uid,
    'select public.register_coverage_use($1) as id',
    [service],
  );
  return row?.id ?? '';
}

/** Moves a member's join attempts back, as the database owner. */
async function backdateAttempts(db: EngineDatabase, uid: string, minutes: number) {
  await db.query(
    `update membership_private.family_join_attempts
        set attempted_at = attempted_at - make_interval(mins => $2) where user_id = $1`,
    [uid, minutes],
  );
}

describeOnEachEngine('family invitations (issue 40)', (database) => {
  describe('codes', () => {
    it('makes 2,000 distinct codes that use every symbol at every position', async () => {
      const rows = await database().query<{ code: string }>(
        'select membership_private.new_family_code() as code from generate_series(1, 2000)',
      );
      const codes = rows.map((row) => row.code);
      expect(new Set(codes).size).toBe(2000);
      for (const code of codes) expect(code).toMatch(/^FAM-[2-9A-HJ-NP-Z]{12}$/);
      for (let position = 0; position < 12; position += 1) {
        const seen = new Set(codes.map((code) => code.charAt(4 + position)));
        expect([...seen].sort().join(''), `position ${position + 1}`).toBe(ALPHABET);
      }
    });

    it('reads a code in any case, with spaces or hyphens between its symbols', async () => {
      const db = database();
      const { holder, code } = await familyOf(db);
      const grouped = `  ${code.slice(0, 8)} ${code.slice(8, 12)}-${code.slice(12)} `.toLowerCase();
      const joiner = await newAccount(db, 'Pedro López');
      expect(await joinFamily(db, joiner, grouped)).toBeNull();
      expect((await membershipOf(db, joiner)).role).toBe('member');
      expect((await membershipOf(db, holder)).members).toHaveLength(2);
    });
  });

  describe('join_family', () => {
    it('throttles a member after 5 refused joins, while another member is not', async () => {
      const db = database();
      const { code } = await familyOf(db);
      const guesser = await newAccount(db);
      const neighbour = await newAccount(db);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect(await joinFamily(db, guesser, `FAM-${'2'.repeat(11)}${ALPHABET[attempt]}`)).toEqual(
          JOIN_REFUSAL,
        );
      // Even the right code waits now.
      await expectRefused(
        joinFamily(db, guesser, code),
        'VM014',
        'Espera unos minutos antes de volver a intentarlo.',
      );
      expect((await membershipOf(db, guesser)).role).toBeNull();
      // Another member is not throttled by the guesser's attempts.
      expect(await joinFamily(db, neighbour, 'FAM-NOEXISTE')).toEqual(JOIN_REFUSAL);
      expect(await joinFamily(db, neighbour, code)).toBeNull();

      // The attempts are recorded (the throttled one is not), and no member can read them.
      const [recorded] = await db.query<{ refused: number; joined: number }>(
        `select count(*) filter (where not joined)::int as refused,
                count(*) filter (where joined)::int as joined
           from membership_private.family_join_attempts where user_id in ($1, $2)`,
        [guesser, neighbour],
      );
      expect(recorded).toEqual({ refused: 6, joined: 1 });
      await expectRefused(
        asMember(db, guesser, 'select * from membership_private.family_join_attempts'),
        '42501',
      );

      // 15 minutes after the refused attempts, the guesser may try again.
      await backdateAttempts(db, guesser, 15);
      expect(await joinFamily(db, guesser, code)).toBeNull();
    });

    it('gives an ineligible caller the same refusal for a wrong code and a valid one', async () => {
      const db = database();
      const { holder, code } = await familyOf(db, 3);
      const ownPlan = await newAccount(db);
      await pay(db, ownPlan, { plan: 'individual' });
      const elsewhere = await familyOf(db, 3);
      const joinedElsewhere = await newAccount(db);
      expect(await joinFamily(db, joinedElsewhere, elsewhere.code)).toBeNull();

      for (const caller of [ownPlan, joinedElsewhere, holder]) {
        const wrong = await joinFamily(db, caller, 'FAM-7HRNY44SS5QV');
        const valid = await joinFamily(db, caller, code);
        expect(wrong).toEqual(JOIN_REFUSAL);
        expect(valid).toEqual(wrong);
      }
      expect((await membershipOf(db, holder)).members).toHaveLength(1);
      expect((await membershipOf(db, ownPlan)).role).toBe('holder');
      expect((await membershipOf(db, joinedElsewhere)).members[0]?.id).toBe(elsewhere.holder);
    });

    it('gives that same refusal for a full family, a plan that is not active and an expired code', async () => {
      const db = database();
      const full = await familyOf(db, 2);
      expect(await joinFamily(db, await newAccount(db), full.code)).toBeNull();
      expect(await joinFamily(db, await newAccount(db), full.code)).toEqual(JOIN_REFUSAL);

      const lapsed = await newAccount(db);
      await pay(db, lapsed, { plan: 'familiar', familySize: 3, paidAt: daysAgo(50) });
      const [lapsedFamily] = await db.query<{ code: string }>(
        `select f.code from public.families f join public.memberships m on m.id = f.membership_id
          where m.holder_id = $1`,
        [lapsed],
      );
      expect(await joinFamily(db, await newAccount(db), lapsedFamily?.code ?? '')).toEqual(
        JOIN_REFUSAL,
      );

      const { holder, code } = await familyOf(db);
      await db.query(
        `update public.families f set code_expires_at = now() - interval '1 second'
           from public.memberships m where m.id = f.membership_id and m.holder_id = $1`,
        [holder],
      );
      expect(await joinFamily(db, await newAccount(db), code)).toEqual(JOIN_REFUSAL);
      const expired = await membershipOf(db, holder);
      expect(expired.family_code).toBeNull();
      expect(expired.family_code_expires_at).toBeNull();
    });
  });

  describe('codes that stop working', () => {
    it('lets only the holder regenerate the code, and the old one stops working', async () => {
      const db = database();
      const { holder, code } = await familyOf(db);
      const [fresh] = await asMember<{ code: string }>(
        db,
        holder,
        'select public.regenerate_family_code() as code',
      );
      expect(fresh?.code).toMatch(/^FAM-[2-9A-HJ-NP-Z]{12}$/);
      expect(fresh?.code).not.toBe(code);
      const mine = await membershipOf(db, holder);
      expect(mine.family_code).toBe(fresh?.code);
      const expiresIn = Date.parse(mine.family_code_expires_at ?? '') - Date.now();
      expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

      expect(await joinFamily(db, await newAccount(db), code)).toEqual(JOIN_REFUSAL);
      const joiner = await newAccount(db);
      expect(await joinFamily(db, joiner, fresh?.code ?? '')).toBeNull();
      await expectRefused(
        asMember(db, joiner, 'select public.regenerate_family_code()'),
        'VM015',
        'Solo el titular de un plan familiar puede generar un código nuevo.',
      );
      const single = await newAccount(db);
      await pay(db, single, { plan: 'individual' });
      await expectRefused(asMember(db, single, 'select public.regenerate_family_code()'), 'VM015');
    });

    it('replaces the code when the holder removes someone who joined, who is on no plan from then', async () => {
      const db = database();
      const { holder, code } = await familyOf(db);
      const removed = await newAccount(db, 'Beto Pérez');
      expect(await joinFamily(db, removed, code)).toBeNull();
      await registerUse(db, removed, 'plomero');
      await asMember(db, holder, 'select public.remove_family_member($1)', [removed]);

      const after = await membershipOf(db, holder);
      expect(after.family_code).not.toBe(code);
      expect(after.members.map((person) => person.id)).toEqual([holder]);
      expect(await joinFamily(db, removed, code)).toEqual(JOIN_REFUSAL);
      expect((await membershipOf(db, removed)).role).toBeNull();
      await expectRefused(
        asMember(db, removed, `select public.register_coverage_use('plomero')`),
        'VM002',
      );
      // Removing an added person (no account to rejoin with) keeps the code.
      const child = await addChild(db, holder);
      await asMember(db, holder, 'select public.remove_family_member($1)', [child]);
      expect((await membershipOf(db, holder)).family_code).toBe(after.family_code);
    });
  });

  describe('who sees what', () => {
    it("lets a joined member read no other person's CURP or birth date through any function, view or table", async () => {
      const db = database();
      const { holder, code } = await familyOf(db);
      const child = await addChild(db, holder);
      const member = await newAccount(db, 'Pedro López Ruiz');
      expect(await joinFamily(db, member, code)).toBeNull();
      await registerUse(db, holder, 'plomero');
      await registerUse(db, member, 'cerrajero');
      const secrets = [CHILD_CURP, CHILD_BIRTH, '20150101', `${holder}@example.com`];
      const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

      // The holder does read them (so the check below looks for what is there).
      const [people] = await asMember<{ p: unknown }>(
        db,
        holder,
        'select public.family_people() as p',
      );
      expect(people?.p).toEqual([
        {
          id: child,
          name: 'Sofía López Ortiz',
          curp: CHILD_CURP,
          birth_date: CHILD_BIRTH,
          since: expect.any(String),
        },
      ]);

      // Every table and view the member may select, in every schema.
      const relations = await db.query<{ name: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'v', 'm', 'p', 'f')
            and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'
            and has_schema_privilege('authenticated', n.oid, 'usage')
            and has_table_privilege('authenticated', c.oid, 'select')
          order by 1`,
      );
      expect(relations.map((relation) => relation.name)).toContain('public.family_members');
      for (const { name } of relations) {
        const rows = await asMember<{ row: unknown }>(
          db,
          member,
          `select to_jsonb(t) as row from ${name} t`,
        );
        expect(leaks(JSON.stringify(rows)), name).toEqual([]);
      }

      // Every function the member may execute, called with plain arguments of its types.
      const functions = await db.query<{ name: string; types: string[] }>(
        `select format('%I.%I', n.nspname, p.proname) as name,
                array(select format_type(t, null) from unnest(p.proargtypes) t) as types
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'membership_private') and p.prokind = 'f'
            and p.prorettype <> 'trigger'::regtype
            and has_function_privilege('authenticated', p.oid, 'execute')
          order by 1`,
      );
      expect(functions.map((fn) => fn.name)).toEqual(
        expect.arrayContaining(['public.my_membership', 'public.family_people']),
      );
      const plain: Record<string, unknown> = {
        uuid: child,
        text: 'x',
        date: '2000-02-02',
        integer: 1,
        bigint: 1,
        'timestamp with time zone': new Date().toISOString(),
      };
      for (const fn of functions) {
        const args = fn.types.map((type) => plain[type] ?? null);
        const call = `select ${fn.name}(${args.map((_, at) => `$${at + 1}`).join(', ')}) as r`;
        const answer = await asMember<{ r: unknown }>(db, member, call, args).then(
          (rows) => JSON.stringify(rows),
          (error: { message?: string; detail?: string; hint?: string }) =>
            `${error.message} ${error.detail ?? ''} ${error.hint ?? ''}`,
        );
        expect(leaks(answer), fn.name).toEqual([]);
      }

      // What the member does see: first names, their own full name, their own uses, no code.
      const theirs = await membershipOf(db, member);
      expect(theirs.members.map((person) => person.name)).toEqual([
        'Ana',
        'Sofía',
        'Pedro López Ruiz',
      ]);
      expect(theirs.family_code).toBeNull();
      expect(theirs.recent_uses.map((use) => use.member_id)).toEqual([member]);
      expect(theirs.uses).toEqual({ plomero: 1, cerrajero: 1 });
    });

    it("never shows an account's e-mail as its name", async () => {
      const db = database();
      const holder = randomUUID();
      await db.query('insert into auth.users (id, email) values ($1, $2)', [
        holder,
        'ana.secreta@example.com',
      ]);
      await pay(db, holder, { plan: 'familiar', familySize: 3 });
      const member = await newAccount(db, 'Pedro');
      expect(
        await joinFamily(db, member, (await membershipOf(db, holder)).family_code ?? ''),
      ).toBeNull();
      expect((await membershipOf(db, holder)).members[0]?.name).toBe('Miembro');
      expect((await membershipOf(db, member)).members[0]?.name).toBe('Miembro');
      expect(JSON.stringify(await membershipOf(db, member))).not.toContain('secreta');
    });
  });

  describe('coverage belongs to the plan', () => {
    it("ends joined members' coverage when the family plan is renewed as individual", async () => {
      const db = database();
      const { holder, code } = await familyOf(db);
      await addChild(db, holder);
      const member = await newAccount(db);
      expect(await joinFamily(db, member, code)).toBeNull();
      await registerUse(db, member, 'plomero');

      await pay(db, holder, { plan: 'individual' });
      const theirs = await membershipOf(db, member);
      expect(theirs).toMatchObject({ status: 'pending', role: null, plan: null, members: [] });
      await expectRefused(
        asMember(db, member, `select public.register_coverage_use('cerrajero')`),
        'VM002',
      );
      const mine = await membershipOf(db, holder);
      expect(mine).toMatchObject({ status: 'active', plan: 'individual', family_code: null });
      expect(mine.members.map((person) => person.id)).toEqual([holder]);
      // The old code names a plan that is no longer a family plan.
      expect(await joinFamily(db, await newAccount(db), code)).toEqual(JOIN_REFUSAL);
      // A family plan again: a fresh code, nobody brought back.
      await pay(db, holder, { plan: 'familiar', familySize: 3 });
      const again = await membershipOf(db, holder);
      expect(again.family_code).toMatch(/^FAM-/);
      expect(again.family_code).not.toBe(code);
      expect(again.members).toHaveLength(1);
    });

    it('keeps the people added first when a family plan is renewed smaller', async () => {
      const db = database();
      const { holder, code } = await familyOf(db, 4);
      const first = await newAccount(db, 'Primero');
      expect(await joinFamily(db, first, code)).toBeNull();
      const child = await addChild(db, holder);
      const last = await newAccount(db, 'Último');
      expect(await joinFamily(db, last, code)).toBeNull();

      await pay(db, holder, { plan: 'familiar', familySize: 3 });
      expect((await membershipOf(db, holder)).members.map((person) => person.id)).toEqual([
        holder,
        first,
        child,
      ]);
      expect((await membershipOf(db, last)).role).toBeNull();
      // Someone who joined left, so the code changed.
      expect((await membershipOf(db, holder)).family_code).not.toBe(code);
    });
  });

  describe('undo', () => {
    it("lets the holder undo a family member's use, and not a member the holder's", async () => {
      const db = database();
      const { holder, code } = await familyOf(db);
      const member = await newAccount(db);
      expect(await joinFamily(db, member, code)).toBeNull();

      const memberUse = await registerUse(db, member, 'plomero');
      const holderUse = await registerUse(db, holder, 'cerrajero');
      const seen = await membershipOf(db, holder);
      expect(seen.recent_uses.map((use) => [use.id, use.member_id]).sort()).toEqual(
        [
          [memberUse, member],
          [holderUse, holder],
        ].sort(),
      );
      expect((await membershipOf(db, member)).recent_uses.map((use) => use.id)).toEqual([
        memberUse,
      ]);

      await expectRefused(
        asMember(db, member, 'select public.undo_coverage_use($1)', [holderUse]),
        'VM004',
        'No encontramos ese uso.',
      );
      await asMember(db, holder, 'select public.undo_coverage_use($1)', [memberUse]);
      expect((await membershipOf(db, holder)).uses).toEqual({ cerrajero: 1 });
      expect((await membershipOf(db, member)).recent_uses).toEqual([]);

      // Within the 10 minutes only, for the holder too; and never another family's use.
      const late = await registerUse(db, member, 'plomero');
      await backdateUse(db, late, 10);
      await expectRefused(
        asMember(db, holder, 'select public.undo_coverage_use($1)', [late]),
        'VM005',
      );
      const stranger = await familyOf(db);
      await expectRefused(
        asMember(db, stranger.holder, 'select public.undo_coverage_use($1)', [holderUse]),
        'VM004',
      );
    });
  });
});
