// Issue 46, companies ("What it must show" 1), on PGlite and PostgreSQL 15: a contract's RFC, seats
// and period are enforced, its EMP- codes activate an employee's plan, ending it ends their coverage,
// and a seat freed by a departure can be given again. Migration:
// supabase/migrations/20261130200000_company_contracts.sql.
import { describe, expect, it } from 'vitest';
import type { EngineDatabase } from '../support/engineDatabase';
import { describeOnEachEngine } from './engines';
import { asMember, expectRefused, membershipOf, newAccount, pay, SERVICE_ROLE } from './support';

/** The SAT's own test RFC of a company: a valid check digit. */
const RFC = 'EKU9003173C9';

interface Contract {
  readonly id: string;
  readonly company: string;
  readonly rfc: string;
  readonly seats: number;
  readonly seats_taken: number;
  readonly status: string;
  readonly covers_until: string;
  readonly codes: string[];
  readonly members: { member: string }[];
}

interface CompanyMembership {
  readonly status: string;
  readonly next_payment_date: string | null;
  readonly company: { name: string; covers_until: string } | null;
}

const service = <T>(db: EngineDatabase, text: string, params: readonly unknown[] = []) =>
  db.as(SERVICE_ROLE, (sql) => sql.query<{ v: T }>(text, params)).then((rows) => rows[0]?.v as T);

const isoDay = (offsetDays: number): string =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function contractOf(
  db: EngineDatabase,
  { seats = 2, startsIn = -1, endsIn = 30, company = 'Grupo Azteca de Servicios SA de CV' } = {},
): Promise<Contract> {
  return service<Contract>(
    db,
    'select public.create_company_contract($1, $2, $3, $4::date, $5::date) as v',
    [company, RFC, seats, isoDay(startsIn), isoDay(endsIn)],
  );
}

const codesOf = (db: EngineDatabase, contract: string, howMany = 1) =>
  service<string[]>(db, 'select public.issue_company_codes($1, $2) as v', [contract, howMany]);

const redeem = (db: EngineDatabase, uid: string, code: string) =>
  asMember<{ r: { code: string; company: string } }>(
    db,
    uid,
    'select public.redeem_enterprise_code($1) as r',
    [code],
  ).then((rows) => rows[0]?.r);

const companyMembership = async (db: EngineDatabase, uid: string) =>
  (await membershipOf(db, uid)) as unknown as CompanyMembership;

const useService = (db: EngineDatabase, uid: string, serviceId = 'medico_domicilio') =>
  asMember(db, uid, 'select public.register_coverage_use($1)', [serviceId]);

describeOnEachEngine('company contracts (issue 46)', (database) => {
  describe('contracts and codes', () => {
    it('keeps a valid RFC as typed without spaces or hyphens and refuses a wrong one', async () => {
      const db = database();
      const made = await service<Contract>(
        db,
        'select public.create_company_contract($1, $2, 5, current_date, current_date + 30) as v',
        ['Acme', ' eku900317-3c9 '],
      );
      expect(made).toMatchObject({ company: 'Acme', rfc: RFC, seats: 5, status: 'active' });
      for (const rfc of ['EKU9003173C8', 'EKU9013173C9', 'EK9003173C9', '', 'XAXX010101000'])
        await expectRefused(
          service(
            db,
            'select public.create_company_contract($1, $2, 5, current_date, current_date + 30) as v',
            ['Acme', rfc],
          ),
          'VM060',
          'RFC',
        );
      await expectRefused(contractOf(db, { seats: 0 }), 'VM060');
      await expectRefused(contractOf(db, { startsIn: 5, endsIn: 1 }), 'VM060');
    });

    it('issues codes of 60 random bits that nobody but the service role can make or read', async () => {
      const db = database();
      const contract = await contractOf(db);
      const codes = await codesOf(db, contract.id, 100);
      expect(new Set(codes).size).toBe(100);
      for (const code of codes) expect(code).toMatch(/^EMP-[2-9A-HJ-NP-Z]{12}$/);
      expect(
        (await service<Contract>(db, 'select public.company_contract($1) as v', [contract.id]))
          .codes,
      ).toHaveLength(100);
      const member = await newAccount(db);
      await expectRefused(
        asMember(db, member, 'select public.issue_company_codes($1, 1)', [contract.id]),
        '42501',
      );
      await expectRefused(
        asMember(
          db,
          member,
          `select public.create_company_contract('X', $1, 1, current_date, current_date)`,
          [RFC],
        ),
        '42501',
      );
      await expectRefused(asMember(db, member, 'select * from public.enterprise_codes'), '42501');
      await expectRefused(
        asMember(db, member, 'select * from membership_private.company_contracts'),
        '42501',
      );
    });
  });

  describe('an employee redeems a code', () => {
    it("gets an active plan until the contract ends, with the company's name", async () => {
      const db = database();
      const contract = await contractOf(db, { company: 'Grupo Azteca' });
      const [code] = await codesOf(db, contract.id);
      const employee = await newAccount(db, 'Luis Pérez');
      expect((await companyMembership(db, employee)).status).toBe('pending');
      const typed = `${code!.slice(0, 8).toLowerCase()} ${code!.slice(8)}`;
      expect(await redeem(db, employee, typed)).toEqual({ code, company: 'Grupo Azteca' });
      const plan = await companyMembership(db, employee);
      expect(plan.status).toBe('active');
      expect(plan.company).toEqual({ name: 'Grupo Azteca', covers_until: contract.covers_until });
      expect(plan.next_payment_date).toBe(contract.covers_until);
      await useService(db, employee);
      expect((await membershipOf(db, employee)).uses).toEqual({ medico_domicilio: 1 });
      // The same member again: the same answer, no second seat.
      expect(await redeem(db, employee, code!)).toEqual({ code, company: 'Grupo Azteca' });
      const after = await service<Contract>(db, 'select public.company_contract($1) as v', [
        contract.id,
      ]);
      expect(after.seats_taken).toBe(1);
    });

    it('refuses a seat beyond the contract, and gives a seat freed by a departure again', async () => {
      const db = database();
      const contract = await contractOf(db, { seats: 2 });
      const [first, second] = await codesOf(db, contract.id, 2);
      const [ana, beto, carla] = [await newAccount(db), await newAccount(db), await newAccount(db)];
      await redeem(db, ana, first!);
      await redeem(db, beto, second!);
      await expectRefused(
        redeem(db, carla, first!),
        'VM041',
        'Tu empresa ya ocupó todos los lugares de su plan. Puedes contratar un plan personal.',
      );
      expect((await companyMembership(db, carla)).status).toBe('pending');

      await service(db, 'select public.release_company_seat($1, $2) as v', [contract.id, ana]);
      expect((await companyMembership(db, ana)).status).toBe('cancelled');
      await expectRefused(useService(db, ana), 'VM002');
      await redeem(db, carla, first!);
      expect((await companyMembership(db, carla)).status).toBe('active');
      await expectRefused(
        service(db, 'select public.release_company_seat($1, $2) as v', [contract.id, ana]),
        'VM064',
      );
      // The one who left can buy a personal plan.
      await pay(db, ana);
      const personal = await companyMembership(db, ana);
      expect(personal).toMatchObject({ status: 'active', company: null });
    });

    it('covers only within the period: pending before the start, refused after the end', async () => {
      const db = database();
      const later = await contractOf(db, { startsIn: 3, endsIn: 40 });
      const [laterCode] = await codesOf(db, later.id);
      const early = await newAccount(db);
      await redeem(db, early, laterCode!);
      expect((await companyMembership(db, early)).status).toBe('pending');
      await expectRefused(useService(db, early), 'VM002');

      const over = await contractOf(db, { startsIn: -60, endsIn: -1 });
      const late = await newAccount(db);
      await db.query(
        `insert into public.enterprise_codes (code, company, seats, contract_id)
         values ('EMP-22222222ZZZZ', 'Antigua', 2, $1)`,
        [over.id],
      );
      await expectRefused(
        redeem(db, late, 'EMP-22222222ZZZZ'),
        'VM042',
        'El plan de tu empresa ya terminó. Puedes contratar un plan personal.',
      );
      await expectRefused(
        service(db, 'select public.issue_company_codes($1, 1) as v', [over.id]),
        'VM062',
      );
      // The member refused can still pay a personal plan.
      await pay(db, late);
      expect((await companyMembership(db, late)).status).toBe('active');
    });

    it('counts the caps per period of the contract, from its start by its frequency', async () => {
      const db = database();
      const contract = await contractOf(db, { startsIn: -40, endsIn: 300 });
      const [code] = await codesOf(db, contract.id);
      const employee = await newAccount(db);
      await redeem(db, employee, code!);
      const [row] = await db.query<{ period: string; expected: string }>(
        `select membership_private.period_start_at(m.id, now())::text as period,
                membership_private.add_months(
                  (current_date - 40)::timestamp at time zone 'America/Mexico_City', 1)::text as expected
           from public.memberships m where m.holder_id = $1`,
        [employee],
      );
      expect(row?.period).toBe(row?.expected);
    });

    it('leaves an active personal plan alone', async () => {
      const db = database();
      const contract = await contractOf(db);
      const [code] = await codesOf(db, contract.id);
      const payer = await newAccount(db);
      await pay(db, payer);
      await expectRefused(
        redeem(db, payer, code!),
        'VM044',
        'Ya tienes un plan activo, así que no necesitas el código de tu empresa.',
      );
      expect(
        (await service<Contract>(db, 'select public.company_contract($1) as v', [contract.id]))
          .seats_taken,
      ).toBe(0);
    });
  });

  describe('the contract changes', () => {
    it('ends every employee’s coverage when it ends, and refuses new seats', async () => {
      const db = database();
      const contract = await contractOf(db, { seats: 3 });
      const [code] = await codesOf(db, contract.id);
      const [ana, beto] = [await newAccount(db), await newAccount(db)];
      await redeem(db, ana, code!);
      await useService(db, ana);
      const ended = await service<Contract>(db, 'select public.end_company_contract($1) as v', [
        contract.id,
      ]);
      expect(ended.status).toBe('ended');
      const plan = await companyMembership(db, ana);
      expect(plan.status).toBe('cancelled');
      expect(plan.next_payment_date).toBe(ended.covers_until);
      await expectRefused(useService(db, ana), 'VM002');
      await expectRefused(redeem(db, beto, code!), 'VM042');
      await expectRefused(
        service(db, 'select public.extend_company_contract($1, $2::date) as v', [
          contract.id,
          isoDay(90),
        ]),
        'VM062',
      );
    });

    it('moves every employee’s end when it is extended, and keeps the seats taken', async () => {
      const db = database();
      const contract = await contractOf(db, { seats: 2 });
      const [code] = await codesOf(db, contract.id);
      const [ana, beto] = [await newAccount(db), await newAccount(db)];
      await redeem(db, ana, code!);
      await redeem(db, beto, code!);
      await expectRefused(
        service(db, 'select public.extend_company_contract($1, $2::date, 1) as v', [
          contract.id,
          isoDay(90),
        ]),
        'VM063',
      );
      const extended = await service<Contract>(
        db,
        'select public.extend_company_contract($1, $2::date, 5) as v',
        [contract.id, isoDay(90)],
      );
      expect(extended).toMatchObject({ seats: 5, seats_taken: 2 });
      expect(extended.covers_until > contract.covers_until).toBe(true);
      expect((await companyMembership(db, beto)).company?.covers_until).toBe(extended.covers_until);
    });

    it('frees the seat of an employee who pays a personal plan', async () => {
      const db = database();
      const contract = await contractOf(db, { seats: 1 });
      const [code] = await codesOf(db, contract.id);
      const [ana, beto] = [await newAccount(db), await newAccount(db)];
      await redeem(db, ana, code!);
      await pay(db, ana, { plan: 'familiar', familySize: 3 });
      const personal = await companyMembership(db, ana);
      expect(personal).toMatchObject({ status: 'active', company: null });
      await redeem(db, beto, code!);
      expect((await companyMembership(db, beto)).status).toBe('active');
    });
  });
});
