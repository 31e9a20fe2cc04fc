// What a partner-api test needs: the project's SQL in PGlite (every migration, as shipped), the
// function's handler wired to public.partner_request run as the service role (as PostgREST runs the
// deployed function's call), and helpers to make keys and members. One database per test file.
import type { PGlite } from 'npm:@electric-sql/pglite@0.5.16';
import { partnerApiHandler } from '../../../supabase/functions/partner-api/partnerApi.ts';
import {
  isPartnerAnswer,
  type PartnerRequest,
} from '../../../supabase/functions/partner-api/partnerStore.ts';
import { asRole, createPaymentDatabase } from './paymentDatabase.ts';

const serviceRole = { role: 'service_role' };

export interface PartnerWorld {
  readonly db: PGlite;
  /** POST /functions/v1/partner-api/<call> with the key (none when null) and the body. */
  call(call: string, key: string | null, body: unknown, init?: RequestInit): Promise<Response>;
  /** A new key of the partner 'Asistencia Nacional': the key, shown once, and its prefix. */
  newKey(ratePerMinute?: number): Promise<{ key: string; prefix: string }>;
  revokeKey(prefix: string): Promise<void>;
  /** An account with a card, a CURP and a birth date in its sign-up/profile metadata. */
  newMember(options?: { paidDaysAgo?: number | null }): Promise<Member>;
}

export interface Member {
  readonly id: string;
  readonly card: string;
  readonly curp: string;
  readonly birthDate: string;
  readonly email: string;
}

async function serviceValue<T>(db: PGlite, text: string, params: unknown[] = []): Promise<T> {
  return asRole(db, serviceRole, async (tx) => {
    const { rows } = await tx.query<{ v: T }>(text, params);
    return rows[0]!.v;
  });
}

const partnerRequest =
  (db: PGlite): PartnerRequest =>
  async (apiKey, action, request) => {
    const answer = await serviceValue<unknown>(
      db,
      'select public.partner_request($1, $2, $3::jsonb) as v',
      [apiKey, action, JSON.stringify(request)],
    );
    if (!isPartnerAnswer(answer)) throw new Error(`partner_request returned ${String(answer)}`);
    return answer;
  };

let shared: Promise<PartnerWorld> | undefined;

async function startPartnerWorld(): Promise<PartnerWorld> {
  const db = await createPaymentDatabase();
  const handler = partnerApiHandler({ request: partnerRequest(db) });
  return {
    db,
    call: (call, key, body, init = {}) =>
      handler(
        new Request(`http://functions.test/functions/v1/partner-api/${call}`, {
          method: 'POST',
          body: typeof body === 'string' ? body : JSON.stringify(body),
          ...init,
          headers: {
            'content-type': 'application/json',
            ...(key === null ? {} : { authorization: `Bearer ${key}` }),
            ...(init.headers as Record<string, string> | undefined),
          },
        }),
      ),
    newKey: (ratePerMinute = 1000) =>
      serviceValue(db, `select public.create_partner_key('Asistencia Nacional', $1) as v`, [
        ratePerMinute,
      ]),
    revokeKey: async (prefix) => {
      await serviceValue(db, 'select public.revoke_partner_key($1) as v', [prefix]);
    },
    newMember: async ({ paidDaysAgo = 1 } = {}) => {
      const id = crypto.randomUUID();
      const member: Member = {
        id,
        card: `VITA-${id.slice(0, 8).toUpperCase()}`,
        curp: `ROGA${id.replaceAll('-', '').slice(0, 14).toUpperCase()}`,
        birthDate: '1985-03-09',
        email: `${id}@example.com`,
      };
      await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
        id,
        member.email,
        JSON.stringify({
          name: 'Rosa García Luna',
          phone: '5512345678',
          vita_card_id: member.card,
          curp: member.curp,
          birthDate: member.birthDate,
        }),
      ]);
      if (paidDaysAgo !== null) {
        await serviceValue(
          db,
          `select public.record_payment($1, 'individual', 1, 'monthly', 19900, $2,
             now() - make_interval(days => $3)) as v`,
          [id, `pi_${id.replaceAll('-', '')}`, paidDaysAgo],
        );
      }
      return member;
    },
  };
}

/** The file's partner world (one PGlite: running the migrations is the slow part). */
export function partnerWorld(): Promise<PartnerWorld> {
  shared ??= startPartnerWorld();
  return shared;
}
