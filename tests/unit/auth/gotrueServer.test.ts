// The test server itself: what a browser and a test see of it that supabase-js does not exercise.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGoTrueServer, type GoTrueServer } from '../../support/gotrueServer';

const appOrigin = 'http://127.0.0.1:4174';

describe('the GoTrue-shaped test server', () => {
  let server: GoTrueServer;

  beforeAll(async () => {
    server = await startGoTrueServer();
    server.allowOrigin(appOrigin);
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers the preflight of the app origin with the headers supabase-js sends', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: appOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, x-client-info, x-supabase-api-version, content-type',
    );
  });

  it('gives no CORS permission to another origin', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers errors in the versioned shape, exposing the error code header', async () => {
    const response = await post(
      '/auth/v1/token?grant_type=password',
      { email: 'nadie@example.com', password: 'x' },
      { apikey: server.anonKey, 'x-supabase-api-version': '2024-01-01', origin: appOrigin },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-sb-error-code');
  });

  it('refuses calls without the anon key, as the API gateway does', async () => {
    const response = await post('/auth/v1/signup', { email: 'a@b.mx', password: 'secreto' });
    expect(response.status).toBe(401);
  });

  it('offers its recorded requests, switches and users over HTTP for other processes', async () => {
    await post('/__test__/config', { logoutStatus: 401 });
    expect(server.switches.logoutStatus).toBe(401);
    await post('/__test__/users', { email: 'ana@example.com', password: 'secreto1' });
    const signIn = await post(
      '/auth/v1/token?grant_type=password',
      { email: 'ana@example.com', password: 'secreto1' },
      { apikey: server.anonKey },
    );
    expect(await signIn.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const recorded = (await (await fetch(`${server.url}/__test__/requests`)).json()) as unknown[];
    expect(recorded).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/token',
        query: { grant_type: 'password' },
      }),
    ]);
    await post('/__test__/reset', {});
    expect(server.requests).toEqual([]);
    expect(server.user('ana@example.com')).toBeUndefined();
  });

  describe('e-mail confirmation and the PKCE exchange', () => {
    const verifier = 'verificador-de-prueba-0123456789-abcdefghijklmnopqrstuvwxyz';
    const challenge = createHash('sha256').update(verifier).digest('base64url');

    async function signUp(extra: Record<string, unknown>, redirectTo = `${appOrigin}/dashboard`) {
      const response = await post(
        `/auth/v1/signup?redirect_to=${encodeURIComponent(redirectTo)}`,
        { email: 'maria@example.com', password: 'secreto', data: { name: 'María' }, ...extra },
        { apikey: server.anonKey },
      );
      expect(response.status).toBe(200);
      return server.confirmationLink('maria@example.com') ?? '';
    }

    /** Opens the link as a browser would, without following the redirect. */
    const open = async (link: string) =>
      (await fetch(link, { redirect: 'manual' })).headers.get('location') ?? '';

    const exchange = (authCode: string, codeVerifier: string) =>
      post(
        '/auth/v1/token?grant_type=pkce',
        { auth_code: authCode, code_verifier: codeVerifier },
        { apikey: server.anonKey, 'x-supabase-api-version': '2024-01-01' },
      );

    it('sends a link that confirms the address and returns a one-time code for its verifier', async () => {
      const link = await signUp({ code_challenge: challenge, code_challenge_method: 's256' });
      expect(link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]+&type=signup&redirect_to=/);
      expect(server.user('maria@example.com')?.email_confirmed_at).toBeUndefined();

      const landing = new URL(await open(link));
      expect(`${landing.origin}${landing.pathname}`).toBe(`${appOrigin}/dashboard`);
      const code = landing.searchParams.get('code') ?? '';
      expect(code).not.toBe('');
      expect(landing.hash).toBe('');
      expect(server.user('maria@example.com')?.email_confirmed_at).toBeTruthy();

      const wrong = await exchange(code, `${verifier}x`);
      expect(wrong.status).toBe(403);
      expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });

      const session = await exchange(code, verifier);
      expect(session.status).toBe(200);
      expect(await session.json()).toMatchObject({
        token_type: 'bearer',
        user: { email: 'maria@example.com' },
      });
      // A code is good for one exchange only.
      const again = await exchange(code, verifier);
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ code: 'flow_state_not_found' });
      // And the link itself for one confirmation.
      expect(await open(link)).toMatch(/#error=access_denied&error_code=otp_expired/);
    });

    it('answers a sign-up without a code challenge with the implicit flow fragment', async () => {
      const link = await signUp({});
      const landing = new URL(await open(link));
      expect(landing.searchParams.get('code')).toBeNull();
      const fragment = new URLSearchParams(landing.hash.slice(1));
      expect(fragment.get('access_token')).toMatch(/^ey/);
      expect(fragment.get('type')).toBe('signup');
    });

    it('sends the member to the site URL when redirect_to is not an allowed origin', async () => {
      server.configure({ siteUrl: `${appOrigin}/` });
      const link = await signUp(
        { code_challenge: challenge, code_challenge_method: 's256' },
        'https://evil.example/robar',
      );
      expect(await open(link)).toMatch(new RegExp(`^${appOrigin}/\\?code=`));
    });
  });
});
