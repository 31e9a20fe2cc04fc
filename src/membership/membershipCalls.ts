// Hosted mode: the membership functions of ../shared/contracts/membership.md, called by their names
// through supabase-js (`POST /rest/v1/rpc/<fn>`). The server refuses in Spanish, with a SQLSTATE per
// reason; that text is what the member reads. A call that does not reach the server (offline, a 5xx,
// an expired session) is told apart, so that a coverage use can wait in the queue instead.
import type { SupabaseClient } from '@supabase/supabase-js';
import { t } from '../content/messages';
import { parseMembership, type Membership } from '../domain/membership/membership';

export type CallFailureKind = 'unreachable' | 'refused';

export class MembershipCallError extends Error {
  constructor(
    readonly kind: CallFailureKind,
    message: string,
    /** The server's SQLSTATE, when it refused. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'MembershipCallError';
  }
}

export interface NewFamilyMember {
  readonly name: string;
  readonly curp: string;
  /** 'YYYY-MM-DD'. */
  readonly birthDate: string;
}

export interface MembershipCalls {
  myMembership(): Promise<Membership>;
  /** Returns the use's id, for 'Deshacer'. */
  registerCoverageUse(serviceId: string): Promise<string>;
  undoCoverageUse(useId: string): Promise<void>;
  joinFamily(code: string): Promise<void>;
  /** Returns the new person's id (their `members[].id`). */
  addFamilyMember(person: NewFamilyMember): Promise<string>;
  /** `update_family_member`, an addition of the migration to the contract: corrects an added person. */
  updateFamilyMember(memberId: string, person: NewFamilyMember): Promise<void>;
  removeFamilyMember(memberId: string): Promise<void>;
  /** `regenerate_family_code` (issue 40, the holder): the new code; the old one stops working. */
  regenerateFamilyCode(): Promise<string>;
  /**
   * `redeem_enterprise_code` (issue 46): takes a seat of the company's contract; the plan is active
   * until the contract ends. Refused in Spanish (VM040–VM044) when the code is not valid, the
   * contract is full or over, or the member already has an active plan.
   */
  redeemEnterpriseCode(code: string): Promise<RedeemedCompanyCode>;
}

export interface RedeemedCompanyCode {
  readonly code: string;
  readonly company: string;
}

/** join_family's answer when it was refused too often lately (issue 40's throttle). */
export const JOIN_THROTTLED_CODE = 'VM014';

interface RpcAnswer {
  readonly data: unknown;
  readonly error: { readonly message?: string; readonly code?: string } | null;
  readonly status: number;
}

function failureOf(answer: RpcAnswer): MembershipCallError {
  const { status, error } = answer;
  if (status === 0 || status === 401 || status >= 500) {
    return new MembershipCallError('unreachable', t('membership.unreachable'));
  }
  const message = error?.message?.trim() || t('membership.refusedFallback');
  return new MembershipCallError('refused', message, error?.code ?? null);
}

export function isUnreachable(error: unknown): boolean {
  return !(error instanceof MembershipCallError) || error.kind === 'unreachable';
}

export function createMembershipCalls(client: SupabaseClient): MembershipCalls {
  async function call(fn: string, args?: Record<string, unknown>): Promise<unknown> {
    let answer: RpcAnswer;
    try {
      answer = (await client.rpc(fn, args)) as RpcAnswer;
    } catch {
      throw new MembershipCallError('unreachable', t('membership.unreachable'));
    }
    if (answer.error) throw failureOf(answer);
    return answer.data;
  }

  const idOf = (data: unknown): string => {
    if (typeof data !== 'string' || data === '') {
      throw new MembershipCallError('refused', t('membership.refusedFallback'));
    }
    return data;
  };

  const personArgs = ({ name, curp, birthDate }: NewFamilyMember) => ({
    name: name.trim(),
    curp: curp.trim().toUpperCase(),
    birth_date: birthDate,
  });

  return {
    async myMembership() {
      return parseMembership(await call('my_membership'));
    },
    async registerCoverageUse(serviceId) {
      return idOf(await call('register_coverage_use', { service_id: serviceId }));
    },
    async undoCoverageUse(useId) {
      await call('undo_coverage_use', { use_id: useId });
    },
    async joinFamily(code) {
      // A code may be typed in groups ('FAM-7HRN Y44S S5QV'): the spaces are not part of it.
      await call('join_family', { code: code.replace(/\s+/g, '').toUpperCase() });
    },
    async addFamilyMember(person) {
      return idOf(await call('add_family_member', personArgs(person)));
    },
    async updateFamilyMember(memberId, person) {
      await call('update_family_member', { member_id: memberId, ...personArgs(person) });
    },
    async removeFamilyMember(memberId) {
      await call('remove_family_member', { member_id: memberId });
    },
    async regenerateFamilyCode() {
      return idOf(await call('regenerate_family_code'));
    },
    async redeemEnterpriseCode(code) {
      const data = await call('redeem_enterprise_code', {
        code: code.replace(/\s+/g, '').toUpperCase(),
      });
      const answer = data as Partial<RedeemedCompanyCode> | null;
      if (typeof answer?.code !== 'string' || typeof answer.company !== 'string') {
        throw new MembershipCallError('refused', t('membership.refusedFallback'));
      }
      return { code: answer.code, company: answer.company };
    },
  };
}
