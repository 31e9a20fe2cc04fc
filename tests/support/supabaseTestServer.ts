// A Supabase-shaped project for tests on one origin, as supabase-js expects (it derives /auth/v1 and
// /rest/v1 from one URL): the GoTrue test server, with the PostgREST test server mounted under
// /rest/v1/ over PGlite, both signing and verifying with the same JWT secret.
// By hand: `npx tsx tests/support/supabaseTestServer.ts` prints the settings for `npm run dev`.
import { pathToFileURL } from 'node:url';
import { startGoTrueServer, type GoTrueServer, type GoTrueServerOptions } from './gotrueServer';
import { TEST_JWT_SECRET } from './jwt';
import { createPostgrestHandler, type PostgrestHandler } from './postgrestServer';

export interface SupabaseTestServer {
  readonly url: string;
  readonly anonKey: string;
  readonly gotrue: GoTrueServer;
  readonly data: PostgrestHandler;
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
  const gotrue = await startGoTrueServer({ ...options, secret, restHandler: data.handle });
  return {
    url: gotrue.url,
    anonKey: gotrue.anonKey,
    gotrue,
    data,
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
