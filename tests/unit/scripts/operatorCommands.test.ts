// Issue 46's operator commands (scripts/operator/company.ts, partnerKeys.ts, partnerAudit.ts) against
// a Supabase-shaped test project (PGlite behind a PostgREST-shaped server) with the service role key:
// a contract with its codes, an employee who redeems one, a key printed once and revoked, and the
// audit of the partner's calls about that employee.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runCompany, type ContractSummary } from '../../../scripts/operator/company';
import { runPartnerAudit } from '../../../scripts/operator/partnerAudit';
import { runPartnerKeys } from '../../../scripts/operator/partnerKeys';
import { memberClaims } from '../../support/memberDatabase';
import { supabaseTestProjectForFile } from '../../support/supabaseTestProject';

const project = supabaseTestProjectForFile();

async function run(
  command: typeof runCompany,
  args: string[],
  env: Record<string, string | undefined> = {
    SUPABASE_URL: project.url,
    SUPABASE_SERVICE_ROLE_KEY: project.serviceRoleKey,
  },
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(args, env, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function asMember<T>(uid: string, text: string, params: unknown[]): Promise<T> {
  return project.data.db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'authenticated', true)`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(memberClaims(uid)),
    ]);
    return (await tx.query<{ v: T }>(text, params)).rows[0]!.v;
  });
}

describe('operator commands (issue 46)', () => {
  it('creates a contract with codes, extends it, frees a seat and ends it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await run(runCompany, [
      'create',
      '--company',
      'Grupo Azteca',
      '--rfc',
      'EKU9003173C9',
      '--seats',
      '3',
      '--starts',
      today,
      '--ends',
      '2027-12-31',
      '--codes',
      '2',
      '--json',
    ]);
    expect(created.err).toBe('');
    const contract = JSON.parse(created.out) as ContractSummary;
    expect(contract).toMatchObject({ company: 'Grupo Azteca', seats: 3, status: 'active' });
    expect(contract.codes).toHaveLength(2);

    const employee = randomUUID();
    await project.data.db.query('insert into auth.users (id, email) values ($1, $2)', [
      employee,
      `${employee}@example.com`,
    ]);
    await asMember(employee, 'select public.redeem_enterprise_code($1) as v', [contract.codes[0]]);

    const shown = await run(runCompany, ['show', '--contract', contract.id]);
    expect(shown.out).toContain('Grupo Azteca (RFC EKU9003173C9)  vigente');
    expect(shown.out).toContain('lugares 1 de 3');
    expect(shown.out).toContain(employee);

    const extended = await run(runCompany, [
      'extend',
      '--contract',
      contract.id,
      '--ends',
      '2028-06-30',
      '--seats',
      '5',
    ]);
    expect(extended.out).toContain('lugares 1 de 5');
    const released = await run(runCompany, [
      'release',
      '--contract',
      contract.id,
      '--member',
      employee,
    ]);
    expect(released.out).toContain('lugares 0 de 5');
    const again = await run(runCompany, [
      'release',
      '--contract',
      contract.id,
      '--member',
      employee,
    ]);
    expect(again).toMatchObject({ code: 1 });
    expect(again.err).toContain('Ese miembro no tiene un lugar en ese contrato.');
    const ended = await run(runCompany, ['end', '--contract', contract.id]);
    expect(ended.out).toContain('terminado');
    expect((await run(runCompany, ['list'])).out).toContain('Grupo Azteca');
  });

  it('refuses a bad RFC with the database’s reason, and a missing option or setting as usage', async () => {
    const bad = await run(runCompany, [
      'create',
      '--company',
      'X',
      '--rfc',
      'ABC123',
      '--seats',
      '1',
      '--starts',
      '2026-01-01',
      '--ends',
      '2026-12-31',
    ]);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('VM060');
    expect((await run(runCompany, ['create', '--company', 'X'])).code).toBe(2);
    expect((await run(runCompany, ['list'], {})).code).toBe(2);
  });

  it('prints a partner key once, lists it by prefix only, revokes it, and lists the audit', async () => {
    const created = await run(runPartnerKeys, [
      'create',
      '--partner',
      'Asistencia Nacional',
      '--rate',
      '30',
    ]);
    const key = /^\s+(vpk_\S+)$/m.exec(created.out)?.[1] ?? '';
    expect(key).toMatch(/^vpk_[2-9A-HJ-NP-Z]{8}_[2-9A-HJ-NP-Z]{40}$/);
    expect(created.out).toContain('only time it is shown');
    const prefix = key.slice(0, 12);
    const listed = await run(runPartnerKeys, ['list']);
    expect(listed.out).toContain(`${prefix}  Asistencia Nacional  30/min`);
    expect(listed.out).not.toContain(key.slice(13));

    const member = randomUUID();
    await project.data.db.query(
      'insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)',
      [member, `${member}@example.com`, JSON.stringify({ vita_card_id: 'VITA-AB12CD34' })],
    );
    const service = {
      apikey: project.serviceRoleKey,
      authorization: `Bearer ${project.serviceRoleKey}`,
      'content-type': 'application/json',
    };
    await project.data.db.query(
      `select public.record_payment($1, 'individual', 1, 'monthly', 19900, $2, now())`,
      [member, `pi_${randomUUID()}`],
    );
    const answer = await fetch(`${project.url}/rest/v1/rpc/partner_request`, {
      method: 'POST',
      headers: service,
      body: JSON.stringify({
        api_key: key,
        action: 'register-use',
        request: { card: 'VITA-AB12CD34', service_id: 'cerrajero', case_reference: 'AUD-1' },
      }),
    });
    expect(((await answer.json()) as { status: number }).status).toBe(201);
    const audit = await run(runPartnerAudit, ['--member', member]);
    expect(audit.out).toContain(
      `Asistencia Nacional  ${prefix}  register-use  201  ok  cerrajero  case AUD-1`,
    );

    const revoked = await run(runPartnerKeys, ['revoke', '--prefix', prefix]);
    expect(revoked.out).toContain(`Revoked ${prefix}`);
    expect((await run(runPartnerKeys, ['list'])).out).toContain('REVOKED');
    expect((await run(runPartnerAudit, [])).code).toBe(2);
  });
});
