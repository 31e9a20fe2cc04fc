// One Supabase test project (tests/support/supabaseTestServer.ts) for a vitest file: started before its
// tests, emptied before each, closed after. The object returned stands for the running project.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSupabaseTestServer, type SupabaseTestServer } from './supabaseTestServer';

export function supabaseTestProjectForFile(allowedOrigin?: string): SupabaseTestServer {
  let started: SupabaseTestServer | undefined;
  const current = (): SupabaseTestServer => {
    if (!started) throw new Error('The Supabase test project has not started yet');
    return started;
  };
  beforeAll(async () => {
    started = await startSupabaseTestServer();
    if (allowedOrigin) started.allowOrigin(allowedOrigin);
  }, 60_000);
  afterAll(() => started?.close());
  beforeEach(() => current().reset());
  return {
    get url() {
      return current().url;
    },
    get anonKey() {
      return current().anonKey;
    },
    get gotrue() {
      return current().gotrue;
    },
    get data() {
      return current().data;
    },
    get serviceRoleKey() {
      return current().serviceRoleKey;
    },
    serveFunctionsFrom: (url) => current().serveFunctionsFrom(url),
    allowOrigin: (origin) => current().allowOrigin(origin),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
