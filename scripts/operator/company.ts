// npm run membership:company -- <create|codes|extend|end|release|show|list> [options]
// A company's contract (issue 46): its seats, its period and the plan its employees get, its EMP-
// codes, and the changes an operator makes (extend, end, an employee who left). Calls the
// service-role functions of supabase/migrations/20261130200000_company_contracts.sql; needs
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (never in the app). docs/companies.md is the guide.
import {
  runOperatorCommand,
  runWhenStarted,
  UsageError,
  type CommandIo,
  type CommandOptions,
  type Rpc,
} from './serviceRpc.ts';

export const companyUsage = `Usage: npm run membership:company -- <command> [options] [--json]
  create  --company NAME --rfc RFC --seats N --starts YYYY-MM-DD --ends YYYY-MM-DD
          [--plan individual|familiar] [--family-size N] [--frequency monthly] [--codes N]
  codes   --contract ID [--count N]          more EMP- codes for the contract
  extend  --contract ID --ends YYYY-MM-DD [--seats N]
  end     --contract ID [--at ISO-8601]      ends the contract (now by default): coverage ends
  release --contract ID --member UUID        an employee left: their seat is free again
  show    --contract ID
  list
  env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (the project's service role key: never in the app)`;

export interface ContractSummary {
  readonly id: string;
  readonly company: string;
  readonly rfc: string;
  readonly seats: number;
  readonly seats_taken: number;
  readonly starts_on: string;
  readonly ends_on: string;
  readonly ended_at: string | null;
  readonly covers_until: string;
  readonly status: 'scheduled' | 'active' | 'ended';
  readonly plan: 'individual' | 'familiar';
  readonly family_size: number;
  readonly frequency: string;
  readonly codes: readonly string[];
  readonly members: readonly { member: string; code: string | null; taken_at: string }[];
}

const STATUS = { scheduled: 'programado', active: 'vigente', ended: 'terminado' } as const;

export function formatContract(contract: ContractSummary): string {
  const plan = contract.plan === 'familiar' ? `familiar de ${contract.family_size}` : 'individual';
  return [
    `${contract.company} (RFC ${contract.rfc})  ${STATUS[contract.status]}`,
    `  contrato ${contract.id}`,
    `  del ${contract.starts_on} al ${contract.ends_on}${contract.ended_at ? `, terminado ${contract.ended_at}` : ''}; cubre hasta ${contract.covers_until}`,
    `  plan ${plan}, periodos ${contract.frequency}; lugares ${contract.seats_taken} de ${contract.seats}`,
    `  códigos: ${contract.codes.length > 0 ? contract.codes.join(', ') : 'ninguno'}`,
    ...contract.members.map((seat) => `  · ${seat.member} desde ${seat.taken_at}`),
  ].join('\n');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function required(values: CommandOptions, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new UsageError(`--${name} is required`);
  return value.trim();
}

function whole(values: CommandOptions, name: string): number | null {
  const value = values[name];
  if (value === undefined) return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new UsageError(`--${name} must be a whole number above 0`);
  }
  return number;
}

function day(values: CommandOptions, name: string): string {
  const value = required(values, name);
  if (!DATE.test(value)) throw new UsageError(`--${name} must be YYYY-MM-DD`);
  return value;
}

async function perform(command: string, values: CommandOptions, rpc: Rpc): Promise<string> {
  const json = values.json === true;
  const show = (contract: ContractSummary, extra = '') =>
    json ? JSON.stringify(contract, null, 2) : `${formatContract(contract)}${extra}`;
  switch (command) {
    case 'create': {
      const contract = await rpc<ContractSummary>('create_company_contract', {
        company: required(values, 'company'),
        rfc: required(values, 'rfc'),
        seats: whole(values, 'seats'),
        starts_on: day(values, 'starts'),
        ends_on: day(values, 'ends'),
        plan: typeof values.plan === 'string' ? values.plan : 'individual',
        family_size: whole(values, 'family-size'),
        frequency: typeof values.frequency === 'string' ? values.frequency : 'monthly',
      });
      const count = whole(values, 'codes') ?? 1;
      await rpc<string[]>('issue_company_codes', { contract: contract.id, how_many: count });
      return show(await rpc<ContractSummary>('company_contract', { contract: contract.id }));
    }
    case 'codes': {
      const codes = await rpc<string[]>('issue_company_codes', {
        contract: required(values, 'contract'),
        how_many: whole(values, 'count') ?? 1,
      });
      return json ? JSON.stringify(codes, null, 2) : codes.join('\n');
    }
    case 'extend':
      return show(
        await rpc<ContractSummary>('extend_company_contract', {
          contract: required(values, 'contract'),
          ends_on: day(values, 'ends'),
          seats: whole(values, 'seats'),
        }),
      );
    case 'end': {
      const at = typeof values.at === 'string' ? new Date(values.at) : null;
      if (at && Number.isNaN(at.getTime()))
        throw new UsageError(`--at is not a date: ${values.at}`);
      return show(
        await rpc<ContractSummary>('end_company_contract', {
          contract: required(values, 'contract'),
          ended_at: at ? at.toISOString() : null,
        }),
      );
    }
    case 'release':
      return show(
        await rpc<ContractSummary>('release_company_seat', {
          contract: required(values, 'contract'),
          member: required(values, 'member'),
        }),
      );
    case 'show':
      return show(
        await rpc<ContractSummary>('company_contract', { contract: required(values, 'contract') }),
      );
    case 'list': {
      const contracts = await rpc<ContractSummary[]>('list_company_contracts', {});
      if (json) return JSON.stringify(contracts, null, 2);
      return contracts.length === 0 ? 'No contracts.' : contracts.map(formatContract).join('\n\n');
    }
    default:
      throw new UsageError(`unknown command: ${command || '(none)'}`);
  }
}

/** The whole command; returns its exit code (0 done, 1 refused or unreachable, 2 usage). */
export function runCompany(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo,
): Promise<number> {
  return runOperatorCommand(
    {
      usage: companyUsage,
      valueOptions: [
        'company',
        'rfc',
        'seats',
        'starts',
        'ends',
        'plan',
        'family-size',
        'frequency',
        'codes',
        'count',
        'contract',
        'member',
        'at',
      ],
      perform,
    },
    args,
    env,
    io,
  );
}

await runWhenStarted(import.meta.url, runCompany);
