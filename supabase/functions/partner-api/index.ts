// Entry of the partner-api Edge Function. Deploy it with `--no-verify-jwt`: partners send their own
// key (checked in the database), not a Supabase token. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
// are the project's; the service role key never leaves the server.
import { partnerApiHandler } from './partnerApi.ts';
import { postgrestPartnerRequest } from './partnerStore.ts';

function requiredEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The Edge Function needs the secret ${name}.`);
  return value;
}

Deno.serve(
  partnerApiHandler({
    request: postgrestPartnerRequest(
      requiredEnv('SUPABASE_URL'),
      requiredEnv('SUPABASE_SERVICE_ROLE_KEY'),
    ),
  }),
);
