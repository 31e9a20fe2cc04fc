// A throw-away PostgreSQL 15 cluster for tests and the benchmark: initdb in a temporary folder, the
// server on a free port of 127.0.0.1 (and its socket in that folder), trust authentication for the
// superuser `postgres`, durability switched off (nothing here must survive a crash). stop() shuts it
// down and deletes the folder. initdb and postgres refuse to run as root, so as root (CI) they run as
// the system user `vita365pg`, created on first use.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where initdb, pg_ctl and postgres are; PG_BIN overrides. */
export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/local/bin';
const SERVICE_USER = 'vita365pg';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Extra `-c name=value` server settings. */
  readonly settings?: Readonly<Record<string, string>>;
}

/** True when this machine has the PostgreSQL binaries. */
export const postgresInstalled = (): boolean =>
  ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(path.join(POSTGRES_BIN, name)));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = (): boolean => process.getuid?.() === 0;

/** The uid and gid of the service user, created when missing (root only). */
async function serviceUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => {
    const uid = Number((await run('id', ['-u', SERVICE_USER])).stdout.trim());
    const gid = Number((await run('id', ['-g', SERVICE_USER])).stdout.trim());
    return { uid, gid };
  };
  try {
    return await ids();
  } catch {
    await run('useradd', [
      '--system',
      '--no-create-home',
      '--shell',
      '/bin/false',
      SERVICE_USER,
    ]).catch((error: unknown) => {
      // Another process may have created it meanwhile.
      if (!String(error).includes('already exists')) throw error;
    });
    return ids();
  }
}

/** Runs a PostgreSQL binary, as the service user when this process is root. */
function command(binary: string, args: readonly string[]): [string, string[]] {
  const file = path.join(POSTGRES_BIN, binary);
  return isRoot() ? ['runuser', ['-u', SERVICE_USER, '--', file, ...args]] : [file, [...args]];
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vita365-pg-'));
  if (isRoot()) {
    const { uid, gid } = await serviceUser();
    await chown(dataDir, uid, gid);
  }
  await chmod(dataDir, 0o700);
  const cleanUp = () => rm(dataDir, { recursive: true, force: true });
  try {
    const [initdb, initArgs] = command('initdb', [
      '-D',
      path.join(dataDir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]);
    await run(initdb, initArgs);
    const port = await freePort();
    const settings: Record<string, string> = {
      listen_addresses: '127.0.0.1',
      port: String(port),
      unix_socket_directories: dataDir,
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
      timezone: 'UTC',
      max_connections: '40',
      ...options.settings,
    };
    const serverArgs = Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    const log = path.join(dataDir, 'server.log');
    const [pgCtl, ctlArgs] = command('pg_ctl', [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      path.join(dataDir, 'data'),
      '-l',
      log,
      '-o',
      serverArgs,
    ]);
    await run(pgCtl, ctlArgs).catch(async (error: unknown) => {
      const text = await readFile(log, 'utf8').catch(() => '');
      throw new Error(`PostgreSQL did not start: ${String(error)}\n${text}`);
    });
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      async stop() {
        const [stopCtl, stopArgs] = command('pg_ctl', [
          'stop',
          '-w',
          '-m',
          'fast',
          '-D',
          path.join(dataDir, 'data'),
        ]);
        await run(stopCtl, stopArgs).catch(() => undefined);
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
