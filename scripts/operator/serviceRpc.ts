// The operator commands of issue 46 (company contracts, partner keys, the partner audit) call the
// project's service-role functions through PostgREST, as the Edge Functions do: POST
// /rest/v1/rpc/<name> with the service role key. Plain fetch only, so tsx and tests run the same code.
// runOperatorCommand is what every such command does around its work (arguments, --help, settings,
// exit codes).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** A refusal of the database (its SQLSTATE and Spanish message) or an unreachable project. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export interface CommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly fetch?: typeof fetch;
}

export type Rpc = <T>(name: string, args: Record<string, unknown>) => Promise<T>;

export function serviceRpc(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetchImpl: typeof fetch = fetch,
): Rpc {
  return async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    let response: Response;
    try {
      response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(args),
      });
    } catch (error) {
      throw new RpcError(`${name}: ${String(error)}`, null);
    }
    const text = await response.text();
    if (!response.ok) {
      let code: string | null = null;
      let message = text;
      try {
        const body = JSON.parse(text) as { code?: unknown; message?: unknown };
        if (typeof body.code === 'string') code = body.code;
        if (typeof body.message === 'string') message = body.message;
      } catch {
        // Not PostgREST's JSON (a gateway's page): the text as it came.
      }
      throw new RpcError(`${name} (${response.status}${code ? ` ${code}` : ''}): ${message}`, code);
    }
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** The service role's rpc from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or null when unset. */
export function rpcFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo,
): Rpc | null {
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) return null;
  return serviceRpc(url, key, io.fetch);
}

/** Runs a command's work: 0 when done, 1 when the project refused or could not be reached. */
export async function runRpcWork(io: CommandIo, work: () => Promise<string>): Promise<number> {
  try {
    io.out(await work());
    return 0;
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    io.err(error.message);
    return 1;
  }
}

/** A wrong use of a command (a missing or malformed option): exit code 2 with the command's usage. */
export class UsageError extends Error {}

/** A command's parsed options: each `--name value`, and `--json`. */
export type CommandOptions = Readonly<Record<string, string | boolean | undefined>>;

/** One operator command: its usage text, its `--name value` options and its work. */
export interface OperatorCommand {
  readonly usage: string;
  /** The options that take a value; `--json` and `--help` every command has. */
  readonly valueOptions: readonly string[];
  /** The work for the first positional (a sub-command, '' when none); throws UsageError. */
  readonly perform: (subcommand: string, options: CommandOptions, rpc: Rpc) => Promise<string>;
}

/**
 * Runs an operator command: parses its arguments, answers --help, needs the service role's
 * settings, then does its work. Returns the exit code: 0 done, 1 refused by the project or
 * unreachable, 2 a wrong use (the message, then the usage, on stderr).
 */
export async function runOperatorCommand(
  command: OperatorCommand,
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        ...Object.fromEntries(command.valueOptions.map((name) => [name, { type: 'string' }])),
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${command.usage}`);
    return 2;
  }
  if (parsed.values.help) {
    io.out(command.usage);
    return 0;
  }
  const rpc = rpcFromEnv(env, io);
  if (!rpc) {
    io.err(`SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set.\n${command.usage}`);
    return 2;
  }
  const options = parsed.values as CommandOptions;
  try {
    return await runRpcWork(io, () => command.perform(parsed.positionals[0] ?? '', options, rpc));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n${command.usage}`);
    return 2;
  }
}

/** Runs the command when its module is the file node was started with (`tsx scripts/operator/…`). */
export async function runWhenStarted(
  moduleUrl: string,
  run: (
    args: readonly string[],
    env: Readonly<Record<string, string | undefined>>,
    io: CommandIo,
  ) => Promise<number>,
): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  process.exitCode = await run(process.argv.slice(2), process.env, {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
}
