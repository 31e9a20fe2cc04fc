// Playwright's global teardown: removes this run's shared builds and the workers' copies of them
// (dist-e2e/run-<id>/, see sharedBuild.ts) once every worker has stopped serving them.
import { rm } from 'node:fs/promises';
import { runBuildsDir } from './sharedBuild';

export default async function removeSharedBuilds(): Promise<void> {
  await rm(runBuildsDir(), { recursive: true, force: true });
}
