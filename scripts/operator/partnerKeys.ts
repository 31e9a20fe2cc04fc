// npm run partner:keys -- <create|revoke|list> [options]
// The assistance partner's keys for partner-api (issue 46). `create` prints the key ONCE: the
// database keeps only its SHA-256 and its public prefix (vpk_…), so a lost key is revoked and
// replaced, never shown again. Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (never in the app).
// docs/partner-api.md says how to hand a key to the partner.
import {
  runOperatorCommand,
  runWhenStarted,
  UsageError,
  type CommandIo,
  type CommandOptions,
  type Rpc,
} from './serviceRpc.ts';

export const partnerKeysUsage = `Usage: npm run partner:keys -- <command> [options] [--json]
  create --partner NAME [--rate N]   a new key (N calls per minute, 60 by default), printed once
  revoke --prefix vpk_XXXXXXXX       the key stops working at once
  list                               every key: prefix, partner, rate, created, revoked, last used
  env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (the project's service role key: never in the app)`;

export interface NewPartnerKey {
  readonly id: string;
  readonly partner: string;
  readonly prefix: string;
  readonly key: string;
  readonly rate_per_minute: number;
}

export interface PartnerKeyRow {
  readonly id: string;
  readonly partner: string;
  readonly prefix: string;
  readonly rate_per_minute: number;
  readonly created_at: string;
  readonly revoked_at: string | null;
  readonly last_used_at: string | null;
}

export function formatNewKey(made: NewPartnerKey): string {
  return [
    `Key for ${made.partner} (${made.rate_per_minute} calls per minute):`,
    '',
    `  ${made.key}`,
    '',
    'This is the only time it is shown: hand it to the partner over a secure channel now.',
    `Its prefix ${made.prefix} identifies it in lists and in the audit.`,
  ].join('\n');
}

export function formatKeys(rows: readonly PartnerKeyRow[]): string {
  if (rows.length === 0) return 'No partner keys.';
  return rows
    .map(
      (row) =>
        `${row.prefix}  ${row.partner}  ${row.rate_per_minute}/min  created ${row.created_at}` +
        `  ${row.revoked_at ? `REVOKED ${row.revoked_at}` : 'active'}` +
        `  last used ${row.last_used_at ?? 'never'}`,
    )
    .join('\n');
}

async function perform(command: string, values: CommandOptions, rpc: Rpc): Promise<string> {
  const json = values.json === true;
  switch (command) {
    case 'create': {
      if (typeof values.partner !== 'string' || !values.partner.trim()) {
        throw new UsageError('--partner is required');
      }
      const rate = values.rate === undefined ? 60 : Number(values.rate);
      if (!Number.isInteger(rate) || rate < 1) {
        throw new UsageError('--rate must be a whole number above 0');
      }
      const made = await rpc<NewPartnerKey>('create_partner_key', {
        partner: values.partner.trim(),
        rate_per_minute: rate,
      });
      return json ? JSON.stringify(made, null, 2) : formatNewKey(made);
    }
    case 'revoke': {
      if (typeof values.prefix !== 'string') throw new UsageError('--prefix is required');
      const revoked = await rpc<{ prefix: string; partner: string; revoked_at: string }>(
        'revoke_partner_key',
        { prefix: values.prefix },
      );
      return json
        ? JSON.stringify(revoked, null, 2)
        : `Revoked ${revoked.prefix} (${revoked.partner}) at ${revoked.revoked_at}.`;
    }
    case 'list': {
      const rows = await rpc<PartnerKeyRow[]>('list_partner_keys', {});
      return json ? JSON.stringify(rows, null, 2) : formatKeys(rows);
    }
    default:
      throw new UsageError(`unknown command: ${command || '(none)'}`);
  }
}

/** The whole command; returns its exit code (0 done, 1 refused or unreachable, 2 usage). */
export function runPartnerKeys(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo,
): Promise<number> {
  return runOperatorCommand(
    { usage: partnerKeysUsage, valueOptions: ['partner', 'rate', 'prefix'], perform },
    args,
    env,
    io,
  );
}

await runWhenStarted(import.meta.url, runPartnerKeys);
