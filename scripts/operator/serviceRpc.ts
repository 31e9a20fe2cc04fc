// The operator commands of issue 46 (company contracts, partner keys, the partner audit) call the
// project's service-role functions through PostgREST, as the Edge Functions do: POST
// /rest/v1/rpc/<name> with the service role key. Plain fetch only, so tsx and tests run the same code.

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
