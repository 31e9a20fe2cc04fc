// The route shells scripts/build/prerender.ts writes (dist/agenda.html…, see src/app/routeShells.ts) are
// listed in dist/.vite/route-shells.json, so the service worker's precache can leave them out: offline
// and on later visits the service worker answers every member route with app.html, whose own
// preloading does what a shell's links do.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LIST_FILE = '.vite/route-shells.json';

export function writeRouteShellList(outDir: string, files: readonly string[]): void {
  writeFileSync(path.join(outDir, LIST_FILE), `${JSON.stringify(files, null, 2)}\n`);
}

/** The shells of the last prerender of this folder; none before the first one. */
export function readRouteShellList(outDir: string): string[] {
  try {
    const files: unknown = JSON.parse(readFileSync(path.join(outDir, LIST_FILE), 'utf8'));
    return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}
