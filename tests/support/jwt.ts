// HS256 JSON Web Tokens for the test servers, as a Supabase project signs them with its JWT secret:
// the GoTrue test server issues them, the PostgREST test server verifies them.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret both test servers use unless told otherwise, so a data server verifies the tokens of
 * an auth server started separately (by hand, or in another process).
 */
export const TEST_JWT_SECRET = 'vita365-test-jwt-secret-not-for-production-0123456789';

const base64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');

const signature = (signingInput: string, secret: string): string =>
  createHmac('sha256', secret).update(signingInput).digest('base64url');

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  return `${head}.${body}.${signature(`${head}.${body}`, secret)}`;
}

/** The claims when the token is well formed and signed with `secret`; null otherwise. Expiry is not checked here. */
export function verifyJwt(token: string, secret: string): Record<string, unknown> | null {
  const [head, body, sent, ...rest] = token.split('.');
  if (!head || !body || !sent || rest.length > 0) return null;
  const expected = Buffer.from(signature(`${head}.${body}`, secret));
  const given = Buffer.from(sent);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    if (header.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** True when the claims carry an `exp` that has passed. */
export const isExpired = (claims: Record<string, unknown>): boolean =>
  typeof claims.exp === 'number' && claims.exp <= nowSeconds();
