// One build of the app per e2e run for each set of build settings (VITE_* variables baked into the
// bundle), shared by every Playwright worker that needs it. The first worker to ask takes a lock (an
// atomic mkdir) and builds in a child process, so the settings never leak into this worker or other
// builds; the others wait until it marks the build done (or failed). Builds live under
// dist-e2e/run-<id>/, where <id> is set once per run by playwright.config.ts, so two runs in one
// checkout never share a folder; the global teardown (removeSharedBuilds.ts) removes the run's folder.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const viteCli = path.join(projectRoot, 'node_modules/vite/bin/vite.js');

/** The environment variable that names this run; playwright.config.ts sets it before workers start. */
export const E2E_RUN_VARIABLE = 'VITA365_E2E_RUN';

/** This run's folder for shared builds and the workers' copies of them. */
export function runBuildsDir(): string {
  const run = process.env[E2E_RUN_VARIABLE];
  if (!run) throw new Error(`${E2E_RUN_VARIABLE} is not set: run the e2e tests through Playwright`);
  return path.join(projectRoot, 'dist-e2e', `run-${run}`);
}

function viteBuild(outDir: string, env: Readonly<Record<string, string>>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteCli, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build into ${outDir} exited with ${code}`)),
    );
  });
}

// How often a waiting worker looks for the builder's mark: a build takes seconds, so this only
// bounds how late the waiter notices.
const pollInterval = 200;

async function waitForMark(lockDir: string): Promise<void> {
  const done = path.join(lockDir, 'done');
  const failed = path.join(lockDir, 'failed');
  for (;;) {
    if (existsSync(done)) return;
    if (existsSync(failed)) {
      throw new Error(
        `the shared build failed in another worker: ${await readFile(failed, 'utf8')}`,
      );
    }
    await delay(pollInterval);
  }
}

/**
 * The folder of this run's build named `name`, made with `env` added to the environment: built here
 * if no other worker has started it, else waited for.
 */
export async function sharedBuild(
  name: string,
  env: Readonly<Record<string, string>>,
): Promise<string> {
  const runDir = runBuildsDir();
  const outDir = path.join(runDir, name);
  const lockDir = path.join(runDir, `${name}.lock`);
  await mkdir(runDir, { recursive: true });
  try {
    await mkdir(lockDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await waitForMark(lockDir);
    return outDir;
  }
  try {
    await viteBuild(outDir, env);
  } catch (error) {
    await writeFile(path.join(lockDir, 'failed'), String(error));
    throw error;
  }
  await writeFile(path.join(lockDir, 'done'), '');
  return outDir;
}
