// A Supabase-shaped project for tests on one origin, as supabase-js expects (it derives /auth/v1 and
// /rest/v1 from one URL): the GoTrue test server, with the PostgREST test server mounted under
// /rest/v1/ over PGlite, both signing and verifying with the same JWT secret.
// By hand: `npx tsx tests/support/supabaseTestServer.ts` prints the settings for `npm run dev`.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { startGoTrueServer, type GoTrueServer, type GoTrueServerOptions } from './gotrueServer';
import { signJwt, TEST_JWT_SECRET } from './jwt';
import { createPostgrestHandler, type PostgrestHandler } from './postgrestServer';

export interface SupabaseTestServer {
  readonly url: string;
  readonly anonKey: string;
  readonly gotrue: GoTrueServer;
  readonly data: PostgrestHandler;
  /** The project's service role key (a JWT with role service_role): server-side code only. */
  readonly serviceRoleKey: string;
  /** Serves /functions/v1/* by passing it on to `url` (a running functions server); null: 404. */
  serveFunctionsFrom(url: string | null): void;
  /** Lets a browser origin call both auth and data (CORS). */
  allowOrigin(origin: string): void;
  /** Forgets users, sessions, rows, recorded requests and switches of both servers. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startSupabaseTestServer(
  options: Omit<GoTrueServerOptions, 'restHandler'> = {},
): Promise<SupabaseTestServer> {
  const secret = options.secret ?? TEST_JWT_SECRET;
  const data = await createPostgrestHandler({
    secret,
    ...(options.allowOrigin ? { allowOrigin: options.allowOrigin } : {}),
  });
  let functionsUrl: string | null = null;
  const functionsHandler = (request: IncomingMessage, response: ServerResponse) => {
    if (!functionsUrl) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Function not found' }));
      return;
    }
    const target = new URL(request.url ?? '/', functionsUrl);
    const forward = httpRequest(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error) }));
    });
    request.pipe(forward);
  };
  const gotrue = await startGoTrueServer({
    ...options,
    secret,
    restHandler: data.handle,
    functionsHandler,
  });
  return {
    url: gotrue.url,
    anonKey: gotrue.anonKey,
    gotrue,
    data,
    serviceRoleKey: signJwt({ iss: 'supabase-test', role: 'service_role' }, secret),
    serveFunctionsFrom(url) {
      functionsUrl = url;
    },
    allowOrigin(origin) {
      gotrue.allowOrigin(origin);
      data.allowOrigin(origin);
    },
    async reset() {
      gotrue.reset();
      await data.reset();
    },
    async close() {
      await gotrue.close();
      await data.close();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const local = (origin: string): boolean =>
    /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin);
  const server = await startSupabaseTestServer({
    port: Number(process.env.PORT ?? 54321),
    allowOrigin: local,
  });
  server.gotrue.configure({ autoConfirm: process.env.AUTO_CONFIRM !== '0' });
  console.log(`Supabase test project (auth + data over PGlite) on ${server.url}`);
  console.log(
    `VITE_SUPABASE_URL=${server.url} VITE_SUPABASE_ANON_KEY=${server.anonKey} npm run dev`,
  );
}
