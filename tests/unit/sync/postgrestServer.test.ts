// The PostgREST test server driven by the real supabase-js in Node, on one origin with the GoTrue
// test server: what supabase-js sends, what comes back, and that Postgres's row-level security
// decides who sees what.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, signJwt, verifyJwt } from '../../support/jwt';
import { sampleRows } from '../../support/memberDataSamples';
import { supabaseTestProjectForFile } from '../../support/supabaseTestProject';

const appOrigin = 'http://127.0.0.1:4187';
const medicine = sampleRows.medicines;
const stamp = '2026-11-23T10:00:00.000Z';
const row = (id: string, updatedAt = stamp) => ({
  id,
  entry: { ...(medicine.entry as object), id },
  updated_at: updatedAt,
  deleted_at: null,
});

const server = supabaseTestProjectForFile(appOrigin);

const client = (): SupabaseClient =>
  createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });

async function signedIn(email: string): Promise<{ db: SupabaseClient; id: string }> {
  server.gotrue.addUser({ email, password: 'secreto1' });
  const db = client();
  const { data, error } = await db.auth.signInWithPassword({ email, password: 'secreto1' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { db, id: data.user.id };
}

const dataRequests = () => server.data.requests;

describe('access tokens', () => {
  it('are HS256 JWTs with sub, role, aud and exp, signed with the shared test secret', async () => {
    server.gotrue.addUser({ email: 'ana@example.com', password: 'secreto1' });
    const { data } = await client().auth.signInWithPassword({
      email: 'ana@example.com',
      password: 'secreto1',
    });
    const token = data.session?.access_token ?? '';
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = verifyJwt(token, TEST_JWT_SECRET);
    expect(claims).toMatchObject({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
    });
    expect(claims?.exp).toBeGreaterThan(Date.now() / 1000);
    expect(server.gotrue.jwtSecret).toBe(TEST_JWT_SECRET);
  });
});

describe('a signed-in member', () => {
  it('upserts rows and reads them back with eq and gt filters', async () => {
    const ana = await signedIn('ana@example.com');
    const first = await ana.db
      .from('medicines')
      .upsert([row('a'), row('b', '2026-11-23T11:00:00.000Z')], { onConflict: 'user_id,id' });
    expect(first).toMatchObject({ error: null, status: 201, data: null });

    const [post] = dataRequests();
    expect(post).toMatchObject({
      method: 'POST',
      path: '/rest/v1/medicines',
      query: { on_conflict: 'user_id,id', columns: '"id","entry","updated_at","deleted_at"' },
      role: 'authenticated',
      status: 201,
    });
    expect(post?.headers.prefer).toContain('resolution=merge-duplicates');

    const newer = await ana.db
      .from('medicines')
      .select('id, user_id, updated_at')
      .gt('updated_at', '2026-11-23T10:30:00Z');
    expect(newer.data).toEqual([
      { id: 'b', user_id: ana.id, updated_at: '2026-11-23T11:00:00+00:00' },
    ]);
    const one = await ana.db.from('medicines').select('entry').eq('id', 'a').single();
    expect(one.data).toEqual({ entry: row('a').entry });
  });

  it('merges a duplicate on upsert and returns the rows when asked', async () => {
    const ana = await signedIn('ana@example.com');
    await ana.db.from('medicines').upsert([row('a')], { onConflict: 'user_id,id' });
    const changed = {
      ...row('a', '2026-11-23T12:00:00.000Z'),
      entry: { ...row('a').entry, taken: true, takenOn: '2026-11-23' },
    };
    const { data, status } = await ana.db
      .from('medicines')
      .upsert([changed], { onConflict: 'user_id,id' })
      .select('id, entry');
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 'a', entry: changed.entry }]);
  });

  it('updates with PATCH and deletes with DELETE, filtered by id', async () => {
    const ana = await signedIn('ana@example.com');
    await ana.db.from('medicines').upsert([row('a'), row('b')], { onConflict: 'user_id,id' });
    const patched = await ana.db
      .from('medicines')
      .update({ deleted_at: stamp, entry: null })
      .eq('id', 'a')
      .select('id, entry, deleted_at');
    expect(patched.data).toEqual([
      { id: 'a', entry: null, deleted_at: '2026-11-23T10:00:00+00:00' },
    ]);
    const removed = await ana.db.from('medicines').delete().eq('id', 'b');
    expect(removed.status).toBe(204);
    const left = await ana.db.from('medicines').select('id').order('id');
    expect(left.data).toEqual([{ id: 'a' }]);
  });

  it('pages with order, range and an exact count', async () => {
    const ana = await signedIn('ana@example.com');
    await ana.db.from('medicines').upsert(
      ['c', 'a', 'b'].map((id) => row(id)),
      {
        onConflict: 'user_id,id',
      },
    );
    const page = await ana.db
      .from('medicines')
      .select('id', { count: 'exact' })
      .order('id', { ascending: false })
      .range(1, 2);
    expect(page).toMatchObject({ data: [{ id: 'b' }, { id: 'a' }], count: 3 });
  });

  it('reads or/and logic trees with quoted values, as keyset paging sends them', async () => {
    const ana = await signedIn('ana@example.com');
    await ana.db.from('medicines').upsert(
      ['a,b', 'c', 'd', 'e'].map((id) => row(id)),
      { onConflict: 'user_id,id' },
    );
    const { data } = await ana.db
      .from('medicines')
      .select('id')
      .or('id.eq."a,b",and(id.gt.c,id.lt."e")')
      .order('id');
    expect(data).toEqual([{ id: 'a,b' }, { id: 'd' }]);
  });

  it('never sees or touches another member’s rows', async () => {
    const ana = await signedIn('ana@example.com');
    const beto = await signedIn('beto@example.com');
    await ana.db.from('medicines').upsert([row('a')], { onConflict: 'user_id,id' });

    expect((await beto.db.from('medicines').select('*')).data).toEqual([]);
    const update = await beto.db
      .from('medicines')
      .update({ deleted_at: stamp })
      .eq('id', 'a')
      .select();
    expect(update.data).toEqual([]);
    const deletion = await beto.db.from('medicines').delete().eq('id', 'a').select();
    expect(deletion.data).toEqual([]);
    const forged = await beto.db.from('medicines').insert({ ...row('x'), user_id: ana.id });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "medicines"',
    });
    expect((await ana.db.from('medicines').select('id')).data).toEqual([{ id: 'a' }]);
  });

  it('gets the database’s own error for a row the table refuses', async () => {
    const ana = await signedIn('ana@example.com');
    const bad = await ana.db
      .from('medicines')
      .upsert([{ ...row('a'), entry: { id: 'a', name: '' } }], { onConflict: 'user_id,id' });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '23514', hint: null });
    expect(bad.error?.message).toContain('medicines_entry_shape');
  });
});

describe('refusals', () => {
  it('answers anon with 401 and permission denied', async () => {
    const { status, error } = await client().from('medicines').select('*');
    expect(status).toBe(401);
    expect(error).toMatchObject({
      code: '42501',
      message: 'permission denied for table medicines',
    });
    expect(dataRequests()[0]?.role).toBe('anon');
  });

  it('refuses an expired or forged token as PostgREST does', async () => {
    const call = (token: string) =>
      fetch(`${server.url}/rest/v1/medicines?select=*`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
      });
    const claims = { sub: crypto.randomUUID(), role: 'authenticated', aud: 'authenticated' };
    const expired = await call(signJwt({ ...claims, exp: 1 }, TEST_JWT_SECRET));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const forged = await call(signJwt({ ...claims, exp: 4e9 }, 'another-secret'));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' });
    const keyless = await fetch(`${server.url}/rest/v1/medicines`);
    expect(keyless.status).toBe(401);
  });

  it('refuses a filter it does not understand instead of ignoring it', async () => {
    const ana = await signedIn('ana@example.com');
    const { status, error } = await ana.db.from('medicines').select('*').contains('entry', {});
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });
});

describe('switches and CORS', () => {
  it('answers 503 while the data server is down, and serves again when it is back', async () => {
    const ana = await signedIn('ana@example.com');
    server.data.configure({ failStatus: 503 });
    const down = await ana.db.from('medicines').upsert([row('a')], { onConflict: 'user_id,id' });
    expect(down.status).toBe(503);
    const read = await ana.db.from('medicines').select('*').retry(false);
    expect(read.status).toBe(503);
    server.data.configure({ failStatus: null });
    const up = await ana.db.from('medicines').upsert([row('a')], { onConflict: 'user_id,id' });
    expect(up.error).toBeNull();
    expect(dataRequests().map((request) => request.status)).toEqual([503, 503, 201]);
  });

  it('drops connections when asked, which supabase-js reports as status 0', async () => {
    const ana = await signedIn('ana@example.com');
    server.data.configure({ dropConnections: true });
    const result = await ana.db.from('medicines').upsert([row('a')], { onConflict: 'user_id,id' });
    expect(result.status).toBe(0);
    expect(result.error?.message).toContain('fetch failed');
  });

  it('answers the app origin’s preflight with the methods and headers supabase-js uses', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/rest/v1/medicines?on_conflict=user_id,id`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers':
            'apikey,authorization,content-type,prefer,x-client-info',
        },
      });
    const allowed = await preflight(appOrigin);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('prefer');
    const other = await preflight('http://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('offers its requests, reset and switches over HTTP for other processes', async () => {
    const control = (path: string, body?: unknown) =>
      fetch(`${server.url}/rest/v1/__test__/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    await control('config', { failStatus: 503 });
    expect(server.data.switches.failStatus).toBe(503);
    await client().from('medicines').select('*').retry(false);
    expect(((await (await control('requests')).json()) as unknown[]).length).toBe(1);
    await control('reset', {});
    expect(server.data.switches.failStatus).toBeNull();
    expect(server.data.requests).toEqual([]);
  });
});
