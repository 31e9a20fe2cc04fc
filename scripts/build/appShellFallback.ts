// Which file a static host answers for a path: the file itself, then the prerendered page
// `<path>.html` (/legal → legal.html), then the app shell dist/app.html for every other path without
// an extension (/dashboard, /recibo/PAY-1…), so a member route never downloads the landing's markup.
// `vite preview` (through appShellFallbackPlugin), the e2e servers and `npm run bench:lighthouse` all
// answer this way; the README says how to set up a real host the same way.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export const APP_SHELL_FILE = 'app.html';

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
}

/** The file under `root` that answers `urlPath`, or undefined for a missing file (a 404). */
export async function fileForPath(root: string, urlPath: string): Promise<string | undefined> {
  const candidate = path.join(root, decodeURIComponent(urlPath));
  if (!candidate.startsWith(root)) return undefined;
  if (urlPath === '/' || urlPath.endsWith('/')) {
    const index = path.join(candidate, 'index.html');
    if (await isFile(index)) return index;
  } else {
    if (await isFile(candidate)) return candidate;
    if (await isFile(`${candidate}.html`)) return `${candidate}.html`;
  }
  if (path.extname(urlPath) !== '') return undefined;
  const shell = path.join(root, APP_SHELL_FILE);
  return (await isFile(shell)) ? shell : path.join(root, 'index.html');
}

/**
 * Writes the app shell with every build, as a copy of the built index.html, so that a build that is not
 * prerendered (the hosted e2e builds) has one too: the service worker's navigation fallback precaches
 * it. scripts/build/prerender.ts then rewrites it (CSS inline, spinner).
 */
export function appShellFilePlugin(): Plugin {
  return {
    name: 'vita365:app-shell-file',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      this.emitFile({ type: 'asset', fileName: APP_SHELL_FILE, source: index.source });
    },
  };
}

/**
 * `vite preview` falls back to index.html for unknown paths; this answers them with the app shell
 * instead, before Vite's own fallback runs.
 */
export function appShellFallbackPlugin(): Plugin {
  return {
    name: 'vita365:app-shell-fallback',
    configurePreviewServer(server) {
      const root = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          next();
          return;
        }
        const url = new URL(request.url ?? '/', 'http://localhost');
        void fileForPath(root, url.pathname).then((file) => {
          if (file && path.basename(file) === APP_SHELL_FILE) request.url = `/${APP_SHELL_FILE}`;
          next();
        }, next);
      });
    },
  };
}
