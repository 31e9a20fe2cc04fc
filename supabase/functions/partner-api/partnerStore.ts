// Where partner-api sends each request: public.partner_request(api_key, action, request) of
// 20261130200300_partner_request.sql, which checks the key, applies the rate limit, answers and
// writes the audit row in one transaction. The deployed function calls it through PostgREST with the
// service role key; the tests plug in the same SQL run in PGlite.

/** What the database answers: the HTTP status and body, and for a 429 the seconds to wait. */
export interface PartnerAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly retry_after?: number;
}

export type PartnerRequest = (
  apiKey: string | null,
  action: string,
  request: unknown,
) => Promise<PartnerAnswer>;

/** The database could not be reached or refused the call itself (not a partner's refusal). */
export class PartnerStoreError extends Error {}

export function isPartnerAnswer(value: unknown): value is PartnerAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { status?: unknown; body?: unknown };
  return (
    typeof answer.status === 'number' &&
    typeof answer.body === 'object' &&
    answer.body !== null &&
    !Array.isArray(answer.body)
  );
}

export function postgrestPartnerRequest(
  supabaseUrl: string,
  serviceRoleKey: string,
): PartnerRequest {
  return async (apiKey, action, request) => {
    let response: Response;
    try {
      response = await fetch(`${supabaseUrl}/rest/v1/rpc/partner_request`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ api_key: apiKey, action, request }),
      });
    } catch (error) {
      throw new PartnerStoreError(`partner_request: ${String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw new PartnerStoreError(`partner_request: ${response.status} ${text}`);
    const answer: unknown = JSON.parse(text);
    if (!isPartnerAnswer(answer)) throw new PartnerStoreError(`partner_request returned ${text}`);
    return answer;
  };
}
