// Runs after `vite build`: renders the public pages (/, /legal and the two legal texts) to static HTML
// so their first paint needs no JavaScript, and writes the app shell for every other path.
//
// How: a second, server-side Vite build of src/entry-server.tsx into node_modules/.cache (so its bare
// imports resolve to node_modules), then each page's markup goes into a copy of the client's
// dist/index.html with its own title, description and Open Graph tags, read from the client build's
// manifest (`vite build --manifest`).
//
// - `/` is static: its CSS is inlined (nothing render-blocking), the app's scripts are left out and
//   only src/landingMain.ts runs (the visitor's app store, the service worker). Not hydrated.
// - The legal pages link their chunk's CSS and preload its JavaScript; src/main.tsx hydrates them.
// - dist/app.html is the client's index.html as Vite wrote it, its CSS inlined and the loading spinner
//   as its only markup: static hosts, `vite preview` (scripts/build/appShellFallback.ts) and the service
//   worker answer member routes with it.
//   A host that still answers them with index.html works too: a small inline script there hides the
//   landing markup and loads the app instead.
// - Route shells: login, register and every member route without parameters get their own copy of
//   app.html (dist/agenda.html…, src/app/routeShells.ts) that preloads the route's JavaScript, so
//   the browser requests it straight from the HTML and the app's start has less to do. They are
//   listed in dist/.vite/route-shells.json for the service worker, which leaves them out.
//
// Then the service worker is built again (scripts/build/rebuildServiceWorker.ts) so that it precaches
// these pages as written, not the HTML `vite build` left behind. Last, dist/_headers is written again
// (scripts/build/headersFile.ts): its Content-Security-Policy holds the hash of every inline script
// written here.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import type * as ServerEntryModule from '../../src/entry-server.tsx';
import type { PrerenderedPage } from '../../src/entry-server.tsx';
import type { RouteShell } from '../../src/app/routeShells.ts';
import { hostedSettings } from '../../src/auth/hostedSettings.ts';
import { APP_SHELL_FILE } from './appShellFallback.ts';
import { HEADERS_FILE, policySettingsFrom, writeHeadersFile } from './headersFile.ts';
import { rebuildServiceWorker } from './rebuildServiceWorker.ts';
import { writeRouteShellList } from './routeShellList.ts';

const root = path.resolve(import.meta.dirname, '../..');
// `--outDir=<folder>` prerenders a client build made with `vite build --outDir <folder>` (the
// Lighthouse benchmark builds into a folder of its own); the server build then gets its own folder
// too, so two prerenders at once do not share one.
const outDirArgument = process.argv.find((arg) => arg.startsWith('--outDir='))?.slice(9);
const dist = path.resolve(root, outDirArgument ?? 'dist');
const serverOutDir = path.join(
  root,
  'node_modules/.cache',
  outDirArgument ? `prerender-${path.basename(dist)}` : 'prerender',
);
/** Absolute origin for og:url and og:image when known (Open Graph wants absolute URLs). */
const siteUrl = (process.env.SITE_URL ?? '').replace(/\/$/, '');

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
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

/** The build's two entries: the app (index.html → src/main.tsx) and the static landing's script. */
interface Entries {
  readonly app: string;
  readonly landing: string;
}

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const appScript = /<script type="module" crossorigin src="\/[^"]+"><\/script>/;
const modulepreloadLink = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** The style sheets index.html links (each page inlines them). */
const linkedStyleSheets = (shell: string): string[] =>
  [...shell.matchAll(stylesheetLink)].map((match) => match[1] ?? '');

/** The CSS files as one inline style sheet, so the first paint waits for no request. */
async function inlineStyles(files: readonly string[]): Promise<string> {
  const sheets = await Promise.all(files.map((file) => readFile(path.join(dist, file), 'utf8')));
  const css = sheets.join('\n');
  if (css.includes('</')) throw new Error('prerender: a style sheet holds "</", cannot inline it');
  return `<style>${css}</style>`;
}

/**
 * For a static page: the shell without the app's script, preloads and style sheet links, the page's
 * CSS inlined (the shell's sheets first, as they were linked) and the landing's script.
 */
async function staticHead(
  shell: string,
  files: { css: string[]; js: string[] },
  entries: Entries,
): Promise<{ shell: string; head: string[] }> {
  const shellCss = linkedStyleSheets(shell);
  const css = [...shellCss, ...files.css.filter((file) => !shellCss.includes(file))];
  const stripped = replaceOnce(shell, appScript, '', "the app's <script>")
    .replace(modulepreloadLink, '')
    .replace(new RegExp(`\\s*${stylesheetLink.source}`, 'g'), '');
  return {
    shell: stripped,
    head: [
      await inlineStyles(css),
      `<script type="module" crossorigin src="/${entries.landing}"></script>`,
    ],
  };
}

/** Files the shell does not already link or preload. */
const notIn = (shell: string) => (file: string) => !shell.includes(`/${file}"`);

/** For a hydrated page: its chunk's CSS linked and its JavaScript preloaded. */
function hydratedHead(shell: string, files: { css: string[]; js: string[] }): string[] {
  return [
    ...files.css
      .filter(notIn(shell))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.js
      .filter(notIn(shell))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
}

/**
 * Hides the page's markup at once when this file is served as the fallback for another path (a host
 * not set up for app.html); a static page then also loads the app, which it does not carry.
 */
function fallbackGuard(page: PrerenderedPage, entries: Entries): string {
  const loadApp = page.hydrated
    ? ''
    : `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(`/${entries.app}`)};document.head.appendChild(s)`;
  return `<script>if(location.pathname!==${JSON.stringify(page.path)}){document.documentElement.setAttribute('data-spa-fallback','');${loadApp}}</script><style>[data-spa-fallback] #root{display:none}</style>`;
}

/**
 * dist/app.html: the shell with its (small) CSS inlined and the loading spinner in #root, so the
 * first paint needs neither a style sheet request nor the app's JavaScript. main.tsx replaces it.
 */
async function appShellHtml(shell: string, spinner: string): Promise<string> {
  const css = linkedStyleSheets(shell);
  const html = shell.replace(new RegExp(`\\s*${stylesheetLink.source}`, 'g'), '');
  return replaceOnce(
    replaceOnce(html, /<\/head>/, `  ${await inlineStyles(css)}\n  </head>`, '</head>'),
    /<div id="root"><\/div>/,
    `<div id="root">${spinner}</div>`,
    'empty #root',
  );
}

/**
 * A route's own shell (src/app/routeShells.ts): the app shell, its title, and the route's JavaScript
 * and CSS requested from the HTML. The CSS is only preloaded: the spinner paints without it, and the
 * page's chunk links it when it loads.
 */
function routeShellHtml(
  appShell: string,
  route: RouteShell,
  manifest: Manifest,
  inlinedCss: readonly string[],
): string {
  const files = chunkFiles(manifest, route.modules);
  const links = [
    ...files.js
      .filter(notIn(appShell))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...files.css
      .filter((file) => !inlinedCss.includes(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  const titled =
    route.title === undefined
      ? appShell
      : replaceOnce(
          appShell,
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(route.title)}</title>`,
          '<title>',
        );
  return replaceOnce(titled, /<\/head>/, `  ${links.join('\n    ')}\n  </head>`, '</head>');
}

function canonicalTags(page: PrerenderedPage): string[] {
  const absolute = (urlPath: string): string => `${siteUrl}${urlPath}`;
  return siteUrl
    ? [
        `<link rel="canonical" href="${absolute(page.canonicalPath)}">`,
        `<meta property="og:url" content="${absolute(page.canonicalPath)}">`,
      ]
    : [];
}

/**
 * React puts the resource hints it would hoist into <head> (the hero image's preload) in front of the
 * markup when it renders only #root; they belong in <head>, where hydration does not look for them.
 */
function splitHoisted(rendered: string): { hints: string[]; markup: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(rendered)?.[0] ?? '';
  return { hints: leading.match(/<link [^>]*\/?>/g) ?? [], markup: rendered.slice(leading.length) };
}

async function pageHtml(
  shell: string,
  page: PrerenderedPage,
  rendered: string,
  manifest: Manifest,
  entries: Entries,
): Promise<string> {
  const { hints, markup } = splitHoisted(rendered);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const files = chunkFiles(manifest, page.modules);
  const { shell: pageShell, head } = page.hydrated
    ? { shell, head: hydratedHead(shell, files) }
    : await staticHead(shell, files, entries);
  let html = pageShell;
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
    `  ${[fallbackGuard(page, entries), ...canonicalTags(page), ...head, ...hints].join('\n    ')}\n  </head>`,
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

const entryFile = (key: string): string => {
  const chunk = manifest[key];
  if (!chunk?.isEntry) throw new Error(`prerender: ${key} is not an entry of the client build`);
  return chunk.file;
};
const entries: Entries = { app: entryFile('index.html'), landing: entryFile('src/landingMain.ts') };

const appShell = await appShellHtml(shell, await entry.renderAppShell());
await writeFile(path.join(dist, APP_SHELL_FILE), appShell);
console.log(`app shell                              → dist/${APP_SHELL_FILE}`);
// The same back-end choice as src/auth/loadAuthBackend.ts makes from the build's settings.
const backend = hostedSettings(loadEnv('production', root, 'VITE_')) ? 'hosted' : 'demo';
const routeShells = entry.routeShells(backend);
for (const route of routeShells) {
  await mkdir(path.dirname(path.join(dist, route.file)), { recursive: true });
  await writeFile(
    path.join(dist, route.file),
    routeShellHtml(appShell, route, manifest, linkedStyleSheets(shell)),
  );
}
writeRouteShellList(
  dist,
  routeShells.map((route) => route.file),
);
console.log(
  `${routeShells.length} route shells, ${backend} back-end`.padEnd(39),
  '→ dist/agenda.html…',
);
for (const page of await entry.prerenderedPages()) {
  const markup = await entry.renderPage(page.path);
  await writeFile(
    path.join(dist, page.file),
    await pageHtml(shell, page, markup, manifest, entries),
  );
  console.log(`prerendered ${page.path.padEnd(26)} → dist/${page.file}`);
}
await rm(serverOutDir, { recursive: true, force: true });
await rebuildServiceWorker(root, dist);
const headerRules = await writeHeadersFile(
  dist,
  policySettingsFrom({ ...loadEnv('production', root, ''), ...process.env }),
);
console.log(
  `${headerRules.length} header rules, CSP with inline script hashes`.padEnd(39),
  `→ dist/${HEADERS_FILE}`,
);
console.log(`prerender done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
