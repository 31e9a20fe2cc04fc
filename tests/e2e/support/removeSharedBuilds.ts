// Playwright's global teardown: removes this run's shared builds and the workers' copies of them
// (dist-e2e/run-<id>/, see sharedBuild.ts) once every worker has stopped serving them, then
// dist-e2e/ itself unless another run is still using it.
import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { runBuildsDir } from './sharedBuild';

export default async function removeSharedBuilds(): Promise<void> {
  const runDir = runBuildsDir();
  await rm(runDir, { recursive: true, force: true });
  await rmdir(path.dirname(runDir)).catch(() => undefined);
}
