import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  createMembershipCalls,
  isUnreachable,
  MembershipCallError,
} from '../../../src/membership/membershipCalls';

interface Answer {
  readonly data?: unknown;
  readonly error?: { message: string; code: string } | null;
  readonly status: number;
}

/** A client whose rpc() answers as PostgREST does through supabase-js, and records the calls. */
function clientAnswering(answer: Answer | (() => never)) {
  const calls: { fn: string; args: unknown }[] = [];
  const client = {
    rpc: async (fn: string, args?: unknown) => {
      calls.push({ fn, args });
      if (typeof answer === 'function') return answer();
      return { data: answer.data ?? null, error: answer.error ?? null, status: answer.status };
    },
  } as unknown as SupabaseClient;
  return { calls, membership: createMembershipCalls(client) };
}

async function failureOf(promise: Promise<unknown>): Promise<MembershipCallError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MembershipCallError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('the membership functions through supabase-js', () => {
  it('calls the contract’s functions by name, with the arguments by name', async () => {
    const { calls, membership } = clientAnswering({ data: 'id-1', status: 200 });
    await membership.registerCoverageUse('medico_domicilio');
    await membership.undoCoverageUse('use-1');
    await membership.joinFamily(' fam-k7q2 ');
    await membership.addFamilyMember({
      name: ' Sofía ',
      curp: 'loso150101mdfpfa01',
      birthDate: '2015-01-01',
    });
    await membership.removeFamilyMember('sofia');
    expect(calls).toEqual([
      { fn: 'register_coverage_use', args: { service_id: 'medico_domicilio' } },
      { fn: 'undo_coverage_use', args: { use_id: 'use-1' } },
      { fn: 'join_family', args: { code: 'FAM-K7Q2' } },
      {
        fn: 'add_family_member',
        args: { name: 'Sofía', curp: 'LOSO150101MDFPFA01', birth_date: '2015-01-01' },
      },
      { fn: 'remove_family_member', args: { member_id: 'sofia' } },
    ]);
  });

  it('reads my_membership() through the contract’s reader', async () => {
    const { membership } = clientAnswering({
      data: { status: 'active', role: 'holder', plan: 'individual', members: [], uses: {} },
      status: 200,
    });
    expect(await membership.myMembership()).toMatchObject({ status: 'active', role: 'holder' });
  });

  it('a refusal carries the server’s Spanish text and SQLSTATE', async () => {
    const { membership } = clientAnswering({
      error: { message: 'El código ingresado no es válido o ha expirado.', code: 'VM010' },
      status: 400,
    });
    const failure = await failureOf(membership.joinFamily('FAM-NADA'));
    expect(failure).toMatchObject({
      kind: 'refused',
      code: 'VM010',
      message: 'El código ingresado no es válido o ha expirado.',
    });
    expect(isUnreachable(failure)).toBe(false);
  });

  it.each([
    [
      'offline (status 0)',
      { error: { message: 'TypeError: Failed to fetch', code: '' }, status: 0 },
    ],
    ['a server error', { error: { message: 'boom', code: 'XX000' }, status: 500 }],
    ['an expired session', { error: { message: 'JWT expired', code: 'PGRST301' }, status: 401 }],
  ])('%s is unreachable, to try again later', async (_, answer) => {
    const { membership } = clientAnswering(answer);
    const failure = await failureOf(membership.registerCoverageUse('medico_domicilio'));
    expect(failure).toMatchObject({
      kind: 'unreachable',
      message: 'No pudimos comunicarnos con Vita365. Revisa tu conexión e inténtalo de nuevo.',
    });
    expect(isUnreachable(failure)).toBe(true);
  });

  it('asks regenerate_family_code() for a new code and returns it (issue 40)', async () => {
    const { calls, membership } = clientAnswering({ data: 'FAM-7HRNY44SS5QV', status: 200 });
    expect(await membership.regenerateFamilyCode()).toBe('FAM-7HRNY44SS5QV');
    expect(calls).toEqual([{ fn: 'regenerate_family_code', args: undefined }]);
  });

  it('a throttled join carries the server’s wait message and VM014 (issue 40)', async () => {
    const { membership } = clientAnswering({
      error: { message: 'Espera unos minutos antes de volver a intentarlo.', code: 'VM014' },
      status: 400,
    });
    expect(await failureOf(membership.joinFamily('FAM-NADA'))).toMatchObject({
      kind: 'refused',
      code: 'VM014',
      message: 'Espera unos minutos antes de volver a intentarlo.',
    });
  });

  it('a call that throws is unreachable too', async () => {
    const { membership } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await failureOf(membership.myMembership())).kind).toBe('unreachable');
  });
});
