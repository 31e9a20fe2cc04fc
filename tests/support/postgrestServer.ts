// A PostgREST-shaped data server for tests (node:http on 127.0.0.1, random port), over a real Postgres
// (PGlite) holding the shipped migrations. Like PostgREST it verifies the request's JWT, then runs
// the query in one transaction as the token's role with its claims in `request.jwt.claims`, so what
// a member may see or change is decided by Postgres's row-level security, not by this server.
// Routes: /rest/v1/<table> with GET, POST (insert/upsert), PATCH, DELETE (see postgrestQuery.ts), and
// POST /rest/v1/rpc/<function> with the arguments by name in a JSON object (200 with the result as
// JSON, 204 for a void function).
// Errors come back in PostgREST's shape {code, message, details, hint} with its status codes.
// It records every request and has switches: answer 503 (data server down) or drop connections.
// Control routes, never recorded: GET /rest/v1/__test__/requests, POST /rest/v1/__test__/reset,
// POST /rest/v1/__test__/config (partial PostgrestSwitches).
import type { PGlite } from '@electric-sql/pglite';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_JWT_SECRET, signJwt } from './jwt';
import { createMemberDatabase } from './memberDatabase';
import {
  PostgrestRequestError,
  parsePreferences,
  planDelete,
  planCall,
  planInsert,
  planRead,
  planUpdate,
  type FunctionSignature,
  type PlannedStatement,
} from './postgrestQuery';
import {
  claimsOf,
  errorBody,
  readBody,
  respond,
  statusForSqlState,
  type Answer,
} from './postgrestResponses';

export interface PostgrestSwitches {
  /** When set, every data request (not the CORS preflight) is answered with this status. */
  failStatus: number | null;
  /** When true, connections are closed without an answer, as when the network is gone. */
  dropConnections: boolean;
}

export interface RecordedDataRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** Header names in lower case, as node gives them. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** The role the request ran as, or null when it was refused before reaching Postgres. */
  readonly role: string | null;
  readonly status: number;
}

export interface PostgrestOptions {
  /** Defaults to a fresh database with the migrations applied. */
  readonly db?: PGlite;
  /** Verifies the JWTs; the GoTrue test server signs with the same default. */
  readonly secret?: string;
  readonly allowOrigin?: (origin: string) => boolean;
}

export interface PostgrestHandler {
  readonly db: PGlite;
  /** The project's anon key (a JWT with role anon), as the GoTrue test server makes it. */
  readonly anonKey: string;
  readonly requests: readonly RecordedDataRequest[];
  readonly switches: Readonly<PostgrestSwitches>;
  configure(switches: Partial<PostgrestSwitches>): void;
  allowOrigin(origin: string): void;
  /** Empties every member table and auth.users, forgets recorded requests and switches. */
  reset(): Promise<void>;
  /** Serves one request under /rest/v1/. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Closes the database when this handler created it. */
  close(): Promise<void>;
}

export interface PostgrestServer extends PostgrestHandler {
  /** Base URL for createClient (supabase-js adds /rest/v1). */
  readonly url: string;
}

const defaultSwitches = (): PostgrestSwitches => ({ failStatus: null, dropConnections: false });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createPostgrestHandler(
  options: PostgrestOptions = {},
): Promise<PostgrestHandler> {
  const db = options.db ?? (await createMemberDatabase());
  const secret = options.secret ?? TEST_JWT_SECRET;
  const anonKey = signJwt({ iss: 'supabase-test', role: 'anon' }, secret);
  const origins = new Set<string>();
  const requests: RecordedDataRequest[] = [];
  let switches = defaultSwitches();
  const primaryKeys = new Map<string, string[]>();
  const signatures = new Map<string, FunctionSignature | undefined>();
  // PGlite is one connection: requests take turns, as they would queue for a pooled connection.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };

  const corsHeaders = (request: IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin;
    if (!origin || !(origins.has(origin) || (options.allowOrigin?.(origin) ?? false))) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'content-range, content-location',
      vary: 'Origin',
    };
  };

  async function primaryKey(table: string): Promise<string[]> {
    const known = primaryKeys.get(table);
    if (known) return known;
    const { rows } = await db.query<{ name: string }>(
      `select a.attname as name from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = to_regclass($1) and i.indisprimary`,
      [`public."${table}"`],
    );
    const columns = rows.map((row) => row.name);
    primaryKeys.set(table, columns);
    return columns;
  }

  async function signature(name: string): Promise<FunctionSignature | undefined> {
    if (signatures.has(name)) return signatures.get(name);
    const { rows } = await db.query<{
      names: string[] | null;
      types: string[];
      defaults: number;
      returns: string;
      returns_set: boolean;
    }>(
      `select p.proargnames[1:p.pronargs] as names, p.pronargdefaults as defaults,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types,
              format_type(p.prorettype, null) as returns, p.proretset as returns_set
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    );
    const [row] = rows;
    const found =
      row && rows.length === 1
        ? {
            names: row.names ?? [],
            types: row.types,
            defaults: row.defaults,
            returns: row.returns,
            returnsSet: row.returns_set,
          }
        : undefined;
    signatures.set(name, found);
    return found;
  }

  async function plan(method: string, table: string, url: URL, prefer: string, body: unknown) {
    const preferences = parsePreferences(prefer);
    const query = url.searchParams;
    if (method === 'GET' || method === 'HEAD') return planRead(table, query, preferences);
    if (method === 'POST')
      return planInsert(table, query, preferences, body, await primaryKey(table));
    if (method === 'PATCH') return planUpdate(table, query, body);
    if (method === 'DELETE') return planDelete(table, query);
    throw new PostgrestRequestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  async function run(claims: Record<string, unknown>, statement: PlannedStatement) {
    const role = String(claims.role);
    return inTurn(() =>
      db.transaction(async (tx) => {
        // GoTrue and PostgREST share one database on Supabase; the GoTrue test server keeps its
        // users in memory, so each verified member is mirrored into auth.users for the foreign keys.
        // The token carries the e-mail and user metadata GoTrue held when it was issued.
        if (role === 'authenticated' && typeof claims.sub === 'string' && UUID.test(claims.sub))
          await tx.query(
            `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)
             on conflict (id) do update
               set email = excluded.email, raw_user_meta_data = excluded.raw_user_meta_data`,
            [
              claims.sub,
              typeof claims.email === 'string' ? claims.email : null,
              JSON.stringify(
                typeof claims.user_metadata === 'object' && claims.user_metadata !== null
                  ? claims.user_metadata
                  : {},
              ),
            ],
          );
        await tx.query(`select set_config('role', $1, true)`, [role]);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claims),
        ]);
        const result = await tx.query<{ body: string | null; n: number }>(
          statement.sql,
          statement.params,
        );
        const total = statement.countSql
          ? (await tx.query<{ total: number }>(statement.countSql, statement.params)).rows[0]?.total
          : undefined;
        const [first] = result.rows;
        // Like PostgREST, a status the query set in response.status answers the request (the
        // transaction still commits): join_family returns its refusal that way.
        const setting = await tx.query<{ status: string | null }>(
          `select current_setting('response.status', true) as status`,
        );
        const status = Number(setting.rows[0]?.status ?? '');
        // A table read always yields a row; a void function's call yields a null body.
        return {
          body: first ? first.body : '[]',
          n: first?.n ?? 0,
          total,
          status: Number.isInteger(status) && status >= 100 && status <= 599 ? status : null,
        };
      }),
    );
  }

  async function answer(request: IncomingMessage, url: URL, body: unknown): Promise<Answer> {
    const method = request.method ?? 'GET';
    const table = decodeURIComponent(url.pathname.slice('/rest/v1/'.length));
    let role: string | null = null;
    try {
      const claims = claimsOf(request.headers, secret);
      role = String(claims.role);
      if (table.startsWith('rpc/')) {
        if (method !== 'POST')
          throw new PostgrestRequestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        const name = table.slice('rpc/'.length);
        const call = planCall(name, body, await signature(name));
        const result = await run(claims, call);
        if (result.status === 204) return { status: 204, role };
        if (result.status !== null) return { status: result.status, body: result.body ?? '', role };
        return result.body === null
          ? { status: 204, role }
          : { status: 200, body: result.body, role };
      }
      const prefer = String(request.headers.prefer ?? '');
      const statement = await plan(method, table, url, prefer, body);
      const result = await run(claims, statement);
      return respond(
        method,
        String(request.headers.accept ?? ''),
        prefer,
        statement,
        {
          ...result,
          body: result.body ?? '[]',
        },
        role,
      );
    } catch (error) {
      if (error instanceof PostgrestRequestError) {
        const headers: Record<string, string> =
          error.code === 'PGRST301' || error.code === 'PGRST303'
            ? {
                'www-authenticate': `Bearer error="invalid_token", error_description="${error.message}"`,
              }
            : {};
        return { status: error.status, headers, body: errorBody(error), role };
      }
      const database = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (typeof database.code !== 'string') throw error;
      const shaped = new PostgrestRequestError(
        statusForSqlState(database.code, role ?? 'anon'),
        database.code,
        database.message ?? '',
        database.detail ?? null,
        database.hint ?? null,
      );
      return { status: shaped.status, body: errorBody(shaped), role };
    }
  }

  async function control(request: IncomingMessage, response: ServerResponse, path: string) {
    const body = request.method === 'POST' ? await readBody(request) : null;
    const send = (value: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (path.endsWith('/requests')) return send(requests);
    if (path.endsWith('/reset')) return send(await api.reset().then(() => ({ ok: true })));
    if (path.endsWith('/config')) {
      api.configure((body ?? {}) as Partial<PostgrestSwitches>);
      return send(switches);
    }
    response.writeHead(404).end();
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/rest/v1/__test__/'))
      return control(request, response, url.pathname);
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(200, {
        ...cors,
        ...(cors['access-control-allow-origin']
          ? {
              'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
              'access-control-allow-headers': String(
                request.headers['access-control-request-headers'] ?? '',
              ),
              'access-control-max-age': '600',
            }
          : {}),
      });
      response.end();
      return;
    }
    if (switches.dropConnections) {
      request.socket.destroy();
      return;
    }
    let body: unknown = null;
    let result: Answer;
    try {
      body = await readBody(request);
      result = switches.failStatus
        ? {
            status: switches.failStatus,
            body: errorBody(
              new PostgrestRequestError(
                switches.failStatus,
                'PGRST001',
                'Could not connect with the database due to an internal error.',
              ),
            ),
            role: null,
          }
        : await answer(request, url, body);
    } catch (error) {
      if (!(error instanceof PostgrestRequestError)) throw error;
      result = { status: error.status, body: errorBody(error), role: null };
    }
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      ),
      body,
      role: result.role,
      status: result.status,
    });
    response.writeHead(result.status, {
      ...cors,
      ...result.headers,
      ...(result.body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    });
    response.end(result.body ?? '');
  }

  const api: PostgrestHandler = {
    db,
    anonKey,
    requests,
    get switches() {
      return switches;
    },
    configure(partial) {
      switches = { ...switches, ...partial };
    },
    allowOrigin(origin) {
      origins.add(origin);
    },
    async reset() {
      requests.length = 0;
      switches = defaultSwitches();
      await inTurn(() => db.exec('truncate auth.users cascade'));
    },
    handle(request, response) {
      serve(request, response).catch((error: unknown) => {
        if (response.headersSent) return;
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 'XX000', message: String(error) }));
      });
    },
    async close() {
      if (!options.db) await db.close();
    },
  };
  return api;
}

/** The data server on its own origin. */
export async function startPostgrestServer(
  options: PostgrestOptions & { readonly host?: string; readonly port?: number } = {},
): Promise<PostgrestServer> {
  const handler = await createPostgrestHandler(options);
  const server = createServer((request, response) => handler.handle(request, response));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(Object.create(handler) as PostgrestHandler, {
    url: `http://${host}:${port}`,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await handler.close();
    },
  });
}
