// Runs after `vite build`: renders the public pages (/, /legal and the two legal texts) to static HTML
// so their first paint needs no JavaScript; src/main.tsx then hydrates that markup.
//
// How: a second, server-side Vite build of src/entry-server.tsx into node_modules/.cache (so its bare
// imports resolve to node_modules), then each page's markup goes into a copy of the client's
// dist/index.html with its own title, description, Open Graph tags and the page chunk's CSS, read
// from the client build's manifest (`vite build --manifest`).
//
// dist/index.html becomes the prerendered landing, and `vite preview` (like most static hosts) also
// serves it for any unknown path such as /dashboard. A small inline script hides that markup when the
// path is not the prerendered one, and main.tsx then renders the app from scratch instead of
// hydrating.
//
// Last, the service worker is built again (scripts/lib/rebuildServiceWorker.ts) so that it precaches
// these pages as written, not the HTML `vite build` left behind.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as ServerEntryModule from '../src/entry-server.tsx';
import type { PrerenderedPage } from '../src/entry-server.tsx';
import { rebuildServiceWorker } from './lib/rebuildServiceWorker.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const serverOutDir = path.join(root, 'node_modules/.cache/prerender');
/** Absolute origin for og:url and og:image when known (Open Graph wants absolute URLs). */
const siteUrl = (process.env.SITE_URL ?? '').replace(/\/$/, '');

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

// The server build's module, typed from its source.
type ServerEntry = typeof ServerEntryModule;

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** A <meta> tag however index.html is formatted (Prettier puts long ones on several lines). */
const metaPattern = (key: string): RegExp =>
  new RegExp(`<meta\\s+${key}\\s+content="[^"]*"\\s*\\/?>`);

/** Replaces exactly one match, so a change to index.html that breaks the prerender fails the build. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(
      `prerender: expected one ${what} in dist/index.html, found ${matches?.length ?? 0}`,
    );
  }
  return html.replace(pattern, () => replacement);
}

/** CSS and JS files a page chunk needs before it can show, following its static imports. */
function chunkFiles(manifest: Manifest, keys: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (name: string): void => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`prerender: ${name} is not in the client build's manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { css: [...css], js: [...js] };
}

function pageHead(page: PrerenderedPage, files: { css: string[]; js: string[] }, shell: string) {
  const absolute = (urlPath: string): string => `${siteUrl}${urlPath}`;
  const links = [
    ...files.css
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.js
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const canonical = siteUrl
    ? [
        `<link rel="canonical" href="${absolute(page.canonicalPath)}">`,
        `<meta property="og:url" content="${absolute(page.canonicalPath)}">`,
      ]
    : [];
  // Hides the landing markup at once when this file is served as the SPA fallback for another path.
  const guard = `<script>if(location.pathname!==${JSON.stringify(page.path)})document.documentElement.setAttribute('data-spa-fallback','')</script><style>[data-spa-fallback] #root{display:none}</style>`;
  return [guard, ...canonical, ...links].join('\n    ');
}

/**
 * React puts the resource hints it would hoist into <head> (the hero image's preload) in front of the
 * markup when it renders only #root; they belong in <head>, where hydration does not look for them.
 */
function splitHoisted(rendered: string): { hints: string[]; markup: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(rendered)?.[0] ?? '';
  return { hints: leading.match(/<link [^>]*\/?>/g) ?? [], markup: rendered.slice(leading.length) };
}

function pageHtml(
  shell: string,
  page: PrerenderedPage,
  rendered: string,
  manifest: Manifest,
): string {
  const { hints, markup } = splitHoisted(rendered);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  let html = shell;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`, '<title>');
  html = replaceOnce(
    html,
    metaPattern('name="description"'),
    `<meta name="description" content="${description}">`,
    'meta description',
  );
  html = replaceOnce(
    html,
    metaPattern('property="og:title"'),
    `<meta property="og:title" content="${title}">`,
    'og:title',
  );
  html = replaceOnce(
    html,
    metaPattern('property="og:description"'),
    `<meta property="og:description" content="${description}">`,
    'og:description',
  );
  if (siteUrl) {
    html = html.replace(/(<meta\s+property="og:image"\s+content=")\//, `$1${siteUrl}/`);
  }
  html = replaceOnce(
    html,
    /<\/head>/,
    `  ${[pageHead(page, chunkFiles(manifest, page.modules), shell), ...hints].join('\n    ')}\n  </head>`,
    '</head>',
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(page.path)}">${markup}</div>`,
    'empty #root',
  );
}

const started = performance.now();
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: serverOutDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
});

const entry = (await import(
  pathToFileURL(path.join(serverOutDir, 'entry-server.js')).href
)) as ServerEntry;
const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(
  await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
) as Manifest;

for (const page of await entry.prerenderedPages()) {
  const markup = await entry.renderPage(page.path);
  await writeFile(path.join(dist, page.file), pageHtml(shell, page, markup, manifest));
  console.log(`prerendered ${page.path.padEnd(26)} → dist/${page.file}`);
}
await rm(serverOutDir, { recursive: true, force: true });
await rebuildServiceWorker(root);
console.log(`prerender done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
