// The hosted back-end driven against the GoTrue-shaped test server over real HTTP: what supabase-js
// sends for each product call, how answers and errors come back, and how a stored session is restored.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHostedBackend } from '../../../src/auth/hostedBackend';
import { startGoTrueServer, type GoTrueServer } from '../../support/gotrueServer';
import { MemoryStorage } from '../../support/memoryStorage';

const member = { email: 'ana.lopez@example.com', password: 'secreto1' };
const uuid = () => '3f2a9c1b-7d4e-4a8b-9c0d-1e2f3a4b5c6d';

describe('the hosted auth back-end', () => {
  let server: GoTrueServer;
  let storage: MemoryStorage;

  const backend = (url = server.url) =>
    createHostedBackend({ url, anonKey: server.anonKey }, { storage, uuid });
  const apiRequests = (path: string) => server.requests.filter((request) => request.path === path);
  const hasStoredSession = () =>
    [...storage.items.keys()].some((key) => key.endsWith('-auth-token'));

  beforeAll(async () => {
    server = await startGoTrueServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    storage = new MemoryStorage();
    server.addUser({ ...member, user_metadata: { name: 'Ana López García', alias: 'Ana' } });
  });

  it('signs in with the password grant, carrying the anon key, and maps the user', async () => {
    const user = await backend().signIn(member);
    expect(user).toMatchObject({
      email: member.email,
      aud: 'authenticated',
      app_metadata: { provider: 'email' },
      user_metadata: { name: 'Ana López García', alias: 'Ana' },
    });
    const [request] = apiRequests('/auth/v1/token');
    expect(request?.query).toEqual({ grant_type: 'password' });
    expect(request?.headers.apikey).toBe(server.anonKey);
    expect(request?.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(request?.body).toMatchObject(member);
    expect(hasStoredSession()).toBe(true);
  });

  it('passes the server message of a wrong password to the caller', async () => {
    await expect(backend().signIn({ ...member, password: 'otra-clave' })).rejects.toMatchObject({
      message: 'Invalid login credentials',
      status: 400,
      code: 'invalid_credentials',
    });
    expect(hasStoredSession()).toBe(false);
  });

  it('signs up with the spec metadata and asks for e-mail confirmation', async () => {
    const result = await backend().signUp({
      name: '  María José Pérez ',
      email: 'maria@example.com',
      password: 'secreto',
      activationCode: 'fam-1234',
    });
    expect(result).toEqual({ user: null, needsEmailConfirmation: true });
    const [request] = apiRequests('/auth/v1/signup');
    expect(request?.body).toMatchObject({
      email: 'maria@example.com',
      password: 'secreto',
      data: {
        name: 'María José Pérez',
        alias: 'María',
        activation_code: 'FAM-1234',
        vita_card_id: 'VITA-3F2A9C1B',
      },
    });
  });

  it('signs up in the PKCE flow: a code challenge of the verifier it keeps, and where the link lands', async () => {
    const hosted = createHostedBackend(
      { url: server.url, anonKey: server.anonKey },
      { storage, uuid, confirmationRedirect: () => 'http://127.0.0.1:4174/dashboard' },
    );
    await hosted.signUp({ name: 'María', email: 'maria@example.com', password: 'secreto' });
    const [request] = apiRequests('/auth/v1/signup');
    expect(request?.query).toEqual({ redirect_to: 'http://127.0.0.1:4174/dashboard' });
    const body = request?.body as { code_challenge?: string; code_challenge_method?: string };
    expect(body.code_challenge_method).toBe('s256');
    const verifier = [...storage.items.entries()].find(([key]) =>
      key.endsWith('-auth-token-code-verifier'),
    )?.[1];
    expect(verifier).toBeTruthy();
    const kept = JSON.parse(verifier ?? '""') as string;
    expect(createHash('sha256').update(kept).digest('base64url')).toBe(body.code_challenge);
    expect(server.confirmationLink('maria@example.com')).toContain(
      `redirect_to=${encodeURIComponent('http://127.0.0.1:4174/dashboard')}`,
    );
  });

  it('sends a null activation code when the optional code is left empty', async () => {
    await backend().signUp({ name: 'Luis', email: 'luis@example.com', password: 'secreto' });
    const [request] = apiRequests('/auth/v1/signup');
    expect(request?.body).toMatchObject({ data: { activation_code: null, alias: 'Luis' } });
  });

  it('signs the member in at once when the server confirms accounts by itself', async () => {
    server.configure({ autoConfirm: true });
    const result = await backend().signUp({
      name: 'Luis Ruiz',
      email: 'luis@example.com',
      password: 'secreto',
    });
    expect(result.needsEmailConfirmation).toBe(false);
    expect(result.user?.user_metadata).toMatchObject({ name: 'Luis Ruiz', alias: 'Luis' });
  });

  it.each([
    [{ password: '12345' }, 'Password should be at least 6 characters.'],
    [{ email: member.email }, 'User already registered'],
  ])('passes sign-up refusals to the caller (%j)', async (change, message) => {
    server.configure({ autoConfirm: true });
    const payload = { name: 'Ana', email: 'nueva@example.com', password: 'secreto', ...change };
    await expect(backend().signUp(payload)).rejects.toThrow(message);
  });

  it('drops a stored session the server no longer knows', async () => {
    await backend().signIn(member);
    server.reset();
    server.addUser(member);
    const restored = await backend().restoreSession();
    expect(restored).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });

  it('restores a live session after a reload with GET /user and the access token', async () => {
    await backend().signIn(member);
    const signedInAt = server.requests.length;
    const restored = await backend().restoreSession();
    expect(restored?.email).toBe(member.email);
    const [request] = server.requests.slice(signedInAt).filter((r) => r.path === '/auth/v1/user');
    expect(request?.method).toBe('GET');
    expect(request?.headers.authorization).toMatch(/^Bearer ey/);
  });

  it('refreshes a session close to expiry with the refresh token before using it', async () => {
    server.configure({ expiresIn: 60 });
    await backend().signIn(member);
    const [stored] = storage.items.values();
    const { refresh_token } = JSON.parse(stored ?? '{}') as { refresh_token?: string };
    const restored = await backend().restoreSession();
    expect(restored?.email).toBe(member.email);
    const refresh = apiRequests('/auth/v1/token').filter(
      (r) => r.query.grant_type === 'refresh_token',
    );
    expect(refresh.length).toBeGreaterThan(0);
    expect(refresh_token).toBeTruthy();
    expect(refresh[0]?.body).toEqual({ refresh_token });
  });

  it('keeps the stored member when the server cannot be reached', async () => {
    await backend().signIn(member);
    const offline = backend('http://127.0.0.1:9');
    expect((await offline.restoreSession())?.email).toBe(member.email);
  });

  it.each([401, 403, 404])('signs out even when the server answers %i', async (status) => {
    const hosted = backend();
    await hosted.signIn(member);
    server.configure({ logoutStatus: status });
    await expect(hosted.signOut()).resolves.toBeUndefined();
    expect(hasStoredSession()).toBe(false);
    expect(apiRequests('/auth/v1/logout')).toHaveLength(1);
  });

  it('clears the session on this device and reports the error when the server fails', async () => {
    const hosted = backend();
    await hosted.signIn(member);
    server.configure({ logoutStatus: 500 });
    await expect(hosted.signOut()).rejects.toThrow();
    expect(hasStoredSession()).toBe(false);
  });

  it('revokes the session on the server when sign-out succeeds', async () => {
    const hosted = backend();
    await hosted.signIn(member);
    await hosted.signOut();
    const [request] = apiRequests('/auth/v1/logout');
    expect(request?.query).toEqual({ scope: 'global' });
    expect(hasStoredSession()).toBe(false);
  });

  it('updates the member metadata with PUT /user and returns the merged user', async () => {
    const hosted = backend();
    await hosted.signIn(member);
    const updated = await hosted.updateUserMetadata({
      phone: '5512345678',
      curp: 'LOGA800101MDFPRN09',
    });
    expect(updated.user_metadata).toMatchObject({
      name: 'Ana López García',
      phone: '5512345678',
      curp: 'LOGA800101MDFPRN09',
    });
    const [request] = apiRequests('/auth/v1/user').filter((r) => r.method === 'PUT');
    expect(request?.body).toMatchObject({
      data: { phone: '5512345678', curp: 'LOGA800101MDFPRN09' },
    });
  });

  it('tells its listener about sign-in and sign-out, but not about the initial session', async () => {
    const hosted = backend();
    const seen: Array<string | null> = [];
    const stop = hosted.onUserChange((user) => seen.push(user?.email ?? null));
    await hosted.signIn(member);
    await hosted.signOut();
    stop();
    expect(seen).toEqual([member.email, null]);
  });
});
