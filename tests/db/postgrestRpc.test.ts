// The membership functions as the app and the payment webhook reach them: supabase-js `rpc()` against
// the Supabase-shaped test project (PostgREST-shaped server over PGlite), with a member's session,
// the service-role key (recordTestPayment) and the anon key.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  callRecordPayment,
  recordTestPayment,
  serviceRoleKey,
} from '../support/membershipFixtures';
import { supabaseTestProjectForFile } from '../support/supabaseTestProject';

const project = supabaseTestProjectForFile();

async function signedIn(email: string, name: string): Promise<SupabaseClient> {
  project.gotrue.addUser({ email, password: 'secreto1', user_metadata: { name } });
  const client = createClient(project.url, project.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: 'secreto1' });
  if (error) throw error;
  return client;
}

describe('membership functions over PostgREST', () => {
  it('records a payment with the service role, and the holder reads the plan and code', async () => {
    const holder = await signedIn('ana@example.com', 'Ana');
    const paymentId = await recordTestPayment(project, {
      email: 'ana@example.com',
      plan: 'familiar',
      familySize: 3,
      providerRef: 'pi_test_1',
    });
    expect(
      await recordTestPayment(project, {
        email: 'ana@example.com',
        plan: 'familiar',
        familySize: 3,
        providerRef: 'pi_test_1',
      }),
    ).toBe(paymentId);
    const { data, error } = await holder.rpc('my_membership');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'active',
      role: 'holder',
      plan: 'familiar',
      family_size: 3,
      members: [{ name: 'Ana', role: 'holder' }],
    });
    const { data: payments } = await holder.rpc('my_payments');
    expect(payments).toEqual([
      expect.objectContaining({ id: paymentId, provider_ref: 'pi_test_1' }),
    ]);

    const member = await signedIn('beto@example.com', 'Beto');
    const joined = await member.rpc('join_family', {
      code: (data as { family_code: string }).family_code,
    });
    expect(joined.error).toBeNull();
    expect(joined.status).toBe(204);
    const { data: theirs } = await member.rpc('my_membership');
    expect(theirs).toMatchObject({ role: 'member', status: 'active', plan: 'familiar' });
  });

  it('returns a refusal in PostgREST shape with its SQLSTATE', async () => {
    const client = await signedIn('carla@example.com', 'Carla');
    const { data, error, status } = await client.rpc('register_coverage_use', {
      service_id: 'plomero',
    });
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'VM002', message: 'Tu plan no está activo.' });
    const unknown = await client.rpc('join_family', { code: 'FAM-NADA' });
    expect(unknown.error).toMatchObject({
      code: 'VM010',
      message: 'El código ingresado no es válido o ha expirado.',
    });
    const missing = await client.rpc('no_such_function');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
  });

  it('answers an ineligible caller one 400 for a wrong code and a valid one, and VM014 once throttled (issue 40)', async () => {
    const holder = await signedIn('fer@example.com', 'Fer');
    await recordTestPayment(project, {
      email: 'fer@example.com',
      plan: 'familiar',
      familySize: 3,
      providerRef: 'pi_test_fer',
    });
    const { data } = await holder.rpc('my_membership');
    const code = (data as { family_code: string }).family_code;
    const ownPlan = await signedIn('gabi@example.com', 'Gabi');
    await recordTestPayment(project, { email: 'gabi@example.com', plan: 'individual' });
    const wrong = await ownPlan.rpc('join_family', { code: 'FAM-7HRNY44SS5QV' });
    const valid = await ownPlan.rpc('join_family', { code });
    for (const answer of [wrong, valid]) {
      expect(answer.status).toBe(400);
      expect(answer.data).toBeNull();
      expect(answer.error).toEqual({
        code: 'VM010',
        details: null,
        hint: null,
        message: 'El código ingresado no es válido o ha expirado.',
      });
    }
    // Two refused above; three more, then even the right code waits.
    for (const guess of ['FAM-22222222222A', 'FAM-22222222222B', 'FAM-22222222222C'])
      expect((await ownPlan.rpc('join_family', { code: guess })).error?.code).toBe('VM010');
    const throttled = await ownPlan.rpc('join_family', { code });
    expect(throttled.status).toBe(400);
    expect(throttled.error).toMatchObject({
      code: 'VM014',
      message: 'Espera unos minutos antes de volver a intentarlo.',
    });
  });

  it('refuses record_payment to a member and every function to anon', async () => {
    const member = await signedIn('dani@example.com', 'Dani');
    const { data: user } = await member.auth.getUser();
    const forged = await member.rpc('record_payment', {
      member: user.user?.id,
      plan: 'individual',
      family_size: 1,
      frequency: 'monthly',
      amount_cents: 0,
      provider_ref: 'forged',
      paid_at: new Date().toISOString(),
    });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const anon = createClient(project.url, project.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { status, error } = await anon.rpc('my_membership');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    // The member's first successful request put their account in auth.users (see postgrestServer.ts).
    await member.rpc('my_membership');
    await expect(
      callRecordPayment(project.url, {
        member: user.user?.id ?? '',
        plan: 'individual',
        family_size: 1,
        frequency: 'monthly',
        amount_cents: 19_900,
        provider_ref: 'ref-ok',
        paid_at: new Date().toISOString(),
      }),
    ).resolves.toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records a payment with npm run membership:record-payment (the service-role script)', async () => {
    const member = await signedIn('eva@example.com', 'Eva');
    const { data: user } = await member.auth.getUser();
    await member.rpc('my_membership');
    const root = path.resolve(import.meta.dirname, '../..');
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      [
        path.join(root, 'scripts/operator/record-payment.ts'),
        '--member',
        user.user?.id ?? '',
        '--plan',
        'familiar',
        '--family-size',
        '2',
        '--amount-cents',
        '33830',
        '--ref',
        'cli-1',
      ],
      {
        env: {
          ...process.env,
          SUPABASE_URL: project.url,
          SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey(),
        },
      },
    );
    expect(stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = await member.rpc('my_membership');
    expect(data).toMatchObject({ status: 'active', plan: 'familiar', family_size: 2 });
  }, 60_000);
});
