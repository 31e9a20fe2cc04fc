// The service worker's share of `npm run budget`: what its registration adds to `/` (issue 14: under
// 3 KB gzip), what loads only when a new version waits, and what the worker downloads once to work
// offline. Chunks are told apart through the client build's manifest (`vite build --manifest`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export const REGISTRATION_MODULE = 'src/app/boot/registerServiceWorker.ts';
export const UPDATE_PROMPT_MODULE = 'src/features/offline/mountUpdatePrompt.tsx';
export const REGISTRATION_LIMIT_BYTES = 3 * 1024;

export interface ServiceWorkerWeights {
  /** Chunks `/` loads for the registration and nothing else. */
  readonly registrationFiles: readonly string[];
  readonly registrationBytes: number;
  /** The `import()` statement in the entry chunk, uncompressed: an upper bound of its gzip share. */
  readonly entryStatementBytes: number;
  readonly updatePromptBytes: number;
  /** sw.js and every file it precaches, fetched once in the background after the first visit. */
  readonly precacheBytes: number;
  readonly precacheFiles: number;
}

const gzipSize = async (file: string): Promise<number> =>
  gzipSync(await readFile(file), { level: 9 }).length;

/** Files a chunk needs with it: itself, its CSS and its static imports, recursively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const visit = (name: string): void => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

async function sumGzip(dist: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of files) total += await gzipSize(path.join(dist, file));
  return total;
}

/** The precache list injected into sw.js, as written by workbox-build. */
function precachedFiles(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * @param loadedByLanding dist-relative files the landing page fetched, so only what `/` really
 *   loads is counted.
 * @param landingEntry the manifest key of the script `/` runs, which starts the registration.
 */
export async function weighServiceWorker(
  dist: string,
  loadedByLanding: ReadonlySet<string>,
  landingEntry: string,
): Promise<ServiceWorkerWeights> {
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = manifest[landingEntry]?.isEntry ? landingEntry : undefined;
  const registration = manifest[REGISTRATION_MODULE];
  if (!entryKey || !registration) {
    throw new Error(`budget: ${REGISTRATION_MODULE} or the entry is missing from the manifest`);
  }
  const entryFiles = staticClosure(manifest, entryKey);
  const registrationFiles = [...staticClosure(manifest, REGISTRATION_MODULE)].filter(
    (file) => !entryFiles.has(file) && loadedByLanding.has(file),
  );
  const entry = await readFile(path.join(dist, manifest[entryKey]?.file ?? ''), 'utf8');
  // The statement holding `import('./registerServiceWorker-….js')`, plus the names Vite lists for
  // preloading its dependencies at the top of the entry.
  const escaped = path.basename(registration.file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const statement =
    new RegExp(String.raw`[^;,{}]*import\(['"\x60]\./` + escaped + '[^;]*;').exec(entry)?.[0] ?? '';
  const preloadNames = registrationFiles.reduce((sum, file) => sum + file.length + 3, 0);
  const updatePrompt = [...staticClosure(manifest, UPDATE_PROMPT_MODULE)].filter(
    (file) => !loadedByLanding.has(file),
  );
  const precache = ['sw.js', ...precachedFiles(await readFile(path.join(dist, 'sw.js'), 'utf8'))];
  return {
    registrationFiles,
    registrationBytes: await sumGzip(dist, registrationFiles),
    entryStatementBytes: statement.length + preloadNames,
    updatePromptBytes: await sumGzip(dist, updatePrompt),
    precacheBytes: await sumGzip(dist, precache),
    precacheFiles: precache.length,
  };
}
