// A throw-away copy of what the content validator reads (content/, schemas/, src/content/types/ and
// the editor settings, and the triage tests' previous version that the review tables compare with),
// so tests can break a file without touching the real project.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

const copiedFolders = [
  'content',
  'schemas',
  'src/content/types',
  '.vscode',
  'tests/fixtures/triage-baseline-before-issue-39',
];

export interface ProjectCopy {
  readonly root: string;
  remove(): Promise<void>;
}

/** Copies the project's content, then lays `overlayDir` (a tree mirroring the project) on top. */
export async function projectCopy(overlayDir?: string): Promise<ProjectCopy> {
  const root = await mkdtemp(path.join(tmpdir(), 'vita365-content-'));
  for (const folder of copiedFolders) {
    await cp(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
  }
  if (overlayDir) await cp(overlayDir, root, { recursive: true });
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
