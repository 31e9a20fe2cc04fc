// How the PostgREST test server reads a request and shapes its answer: the caller's claims from the
// API key and JWT (refused as the gateway and PostgREST refuse them), the JSON body, the status for
// a SQLSTATE, and the body, status and Content-Range of a result.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isExpired, verifyJwt } from './jwt';
import { PostgrestRequestError, parsePreferences, type PlannedStatement } from './postgrestQuery';

export interface Answer {
  readonly status: number;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  readonly role: string | null;
}

export const errorBody = (error: PostgrestRequestError) =>
  JSON.stringify({
    code: error.code,
    details: error.details,
    hint: error.hint,
    message: error.message,
  });

/** PostgREST's table from SQLSTATE to HTTP status. */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code) && code !== '53400') return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|5[345789]|F0|HV|P0|XX)/.test(code) || code === '42P17') return 500;
  return 400;
}

export async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PostgrestRequestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** The role and claims the request runs with; refuses what PostgREST or the gateway would. */
export function claimsOf(headers: IncomingHttpHeaders, secret: string): Record<string, unknown> {
  const apikey = headers.apikey;
  if (typeof apikey !== 'string' || !apikey)
    throw new PostgrestRequestError(
      401,
      '',
      'No API key found in request',
      null,
      'No `apikey` request header or url param was found.',
    );
  if (!verifyJwt(apikey, secret)) throw new PostgrestRequestError(401, '', 'Invalid API key');
  const header = headers.authorization ?? '';
  if (!header) return { role: 'anon' };
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const claims = verifyJwt(token, secret);
  if (!claims) throw new PostgrestRequestError(401, 'PGRST301', 'JWSError JWSInvalidSignature');
  if (isExpired(claims)) throw new PostgrestRequestError(401, 'PGRST303', 'JWT expired');
  return typeof claims.role === 'string' ? claims : { ...claims, role: 'anon' };
}

export function respond(
  method: string,
  accept: string,
  prefer: string,
  statement: PlannedStatement,
  result: { body: string; n: number; total: number | undefined },
  role: string,
): Answer {
  const total = result.total === undefined ? '*' : String(result.total);
  const range =
    result.n > 0 ? `${statement.offset}-${statement.offset + result.n - 1}/${total}` : `*/${total}`;
  const headers = { 'content-range': range };
  const representation = parsePreferences(prefer).return === 'representation';
  if (method === 'GET' || method === 'HEAD') {
    if (accept.startsWith('application/vnd.pgrst.object+json')) {
      if (result.n !== 1)
        throw new PostgrestRequestError(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${result.n} rows`,
        );
      const [single] = JSON.parse(result.body) as unknown[];
      return { status: 200, headers, body: JSON.stringify(single), role };
    }
    return { status: 200, headers, body: method === 'HEAD' ? '' : result.body, role };
  }
  if (method === 'POST')
    return { status: 201, headers, ...(representation ? { body: result.body } : {}), role };
  return representation
    ? { status: 200, headers, body: result.body, role }
    : { status: 204, headers, role };
}
