// npm run partner:audit -- --member <uuid> [--since ISO-8601] [--limit N] [--json]
// Every call the assistance partner made about a member (issue 46): verify, register-use, void-use,
// answered or refused, with the key's prefix, the service and the case reference, newest first. The
// member is the account the use is kept under (the holder, for a person added to a family). Members
// cannot read this audit; only the service role can (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY).
import {
  runOperatorCommand,
  runWhenStarted,
  UsageError,
  type CommandIo,
  type CommandOptions,
  type Rpc,
} from './serviceRpc.ts';

export const partnerAuditUsage =
  'Usage: npm run partner:audit -- --member <uuid> [--since ISO-8601] [--limit N] [--json]\n' +
  '  Lists the partner API calls about that member, newest first (default 100, at most 1000).\n' +
  '  env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (the project’s service role key: never in the app)';

export interface PartnerCall {
  readonly id: number;
  readonly called_at: string;
  readonly partner: string | null;
  readonly key_prefix: string | null;
  readonly action: string;
  readonly status: number;
  readonly outcome: string;
  readonly beneficiary_id: string | null;
  readonly service_id: string | null;
  readonly case_reference: string | null;
  readonly use_id: string | null;
}

export function formatCalls(rows: readonly PartnerCall[]): string {
  if (rows.length === 0) return 'No partner calls about this member.';
  return rows
    .map((row) =>
      [
        row.called_at,
        row.partner ?? '-',
        row.key_prefix ?? '-',
        row.action,
        String(row.status),
        row.outcome,
        row.service_id ?? '',
        row.case_reference ? `case ${row.case_reference}` : '',
        row.beneficiary_id ? `for added person ${row.beneficiary_id}` : '',
      ]
        .filter(Boolean)
        .join('  '),
    )
    .join('\n');
}

async function listCalls(_subcommand: string, values: CommandOptions, rpc: Rpc): Promise<string> {
  if (typeof values.member !== 'string' || values.member === '') {
    throw new UsageError('--member is required');
  }
  const since = typeof values.since === 'string' ? new Date(values.since) : null;
  if (since && Number.isNaN(since.getTime())) {
    throw new UsageError(`--since is not a date: ${String(values.since)}`);
  }
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new UsageError('--limit must be a whole number from 1 to 1000');
  }
  const rows = await rpc<PartnerCall[]>('list_partner_calls', {
    member: values.member,
    since: since ? since.toISOString() : null,
    max_rows: limit,
  });
  return values.json === true ? JSON.stringify(rows, null, 2) : formatCalls(rows);
}

/** The whole command; returns its exit code (0 listed, 1 failed, 2 usage). */
export function runPartnerAudit(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo,
): Promise<number> {
  return runOperatorCommand(
    { usage: partnerAuditUsage, valueOptions: ['member', 'since', 'limit'], perform: listCalls },
    args,
    env,
    io,
  );
}

await runWhenStarted(import.meta.url, runPartnerAudit);
