// partner-api: the assistance partner checks that a person is covered (verify), records a service it
// gave (register-use) and voids one it recorded by mistake (void-use). POST
// /functions/v1/partner-api/<call> with `Authorization: Bearer <partner key>` and a JSON body;
// openapi.yaml beside this file is the description partners read, docs/partner-api.md the guide.
// Everything that decides (the key, the rate, the answer, the audit) happens in the database in one
// call, so this handler only reads the request and writes the answer.
import { type PartnerRequest, PartnerStoreError } from './partnerStore.ts';

export const PARTNER_CALLS = ['verify', 'register-use', 'void-use'] as const;

/** Bodies larger than this are not read: no call needs more than a few hundred bytes. */
export const MAX_BODY_BYTES = 16_384;

export interface PartnerApiDeps {
  readonly request: PartnerRequest;
}

const HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

function answer(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...extra } });
}

/** The partner's key: `Authorization: Bearer <key>`, else none. */
function keyOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** The call named by the path's last segment (…/partner-api/verify). */
function callOf(request: Request): string {
  const segments = new URL(request.url).pathname.split('/').filter(Boolean);
  return segments.at(-1) ?? '';
}

/**
 * The body as JSON. A body that is not JSON, or too large, is passed on as a JSON string, which the
 * database refuses as a bad request after the key is checked: a caller without a key learns nothing.
 */
async function bodyOf(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) {
    await request.body?.cancel();
    return 'cuerpo demasiado grande';
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return 'cuerpo demasiado grande';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return 'cuerpo que no es JSON';
  }
}

export function partnerApiHandler(deps: PartnerApiDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') {
      return answer(
        405,
        { error: 'method_not_allowed', message: 'Las llamadas se hacen con POST.' },
        { allow: 'POST' },
      );
    }
    const call = callOf(request);
    const body = await bodyOf(request);
    try {
      const result = await deps.request(keyOf(request), call, body);
      const extra: Record<string, string> =
        result.retry_after !== undefined ? { 'retry-after': String(result.retry_after) } : {};
      return answer(result.status, result.body, extra);
    } catch (error) {
      if (!(error instanceof PartnerStoreError)) throw error;
      console.error(error.message);
      return answer(503, {
        error: 'unavailable',
        message: 'El servicio no está disponible en este momento; intenta de nuevo.',
      });
    }
  };
}
