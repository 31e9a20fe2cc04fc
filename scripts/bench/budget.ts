// Prints how many gzipped bytes of JavaScript and CSS `/`, `/dashboard`, `/mi-chequeo` and `/agenda`
// load before they are usable (files, and the style sheets and scripts written inline in the HTML),
// next to a bare React "hello world" built by the same Vite in the same run, and whether each page
// fetched the history chart's chunk (@nivo/line): only pages that draw a chart should; and whether it
// fetched the PDF chunk (jsPDF and the report writer): no page should before the member asks for a PDF.
// A report, not a test.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { chromiumArgs } from '../../playwright.config.ts';
import {
  REGISTRATION_LIMIT_BYTES,
  staticClosure,
  weighServiceWorker,
  type Manifest,
} from './serviceWorkerBudget.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Weight {
  readonly js: number;
  readonly css: number;
  readonly files: number;
  /** Gzipped bytes of <style> and <script> written inline in the page's HTML, included in js and css. */
  readonly inline?: number;
  /** Whether the history chart's chunk (@nivo/line) was among the files. */
  readonly chart?: boolean;
  /** Whether the PDF chunk (jsPDF and the report writer) was among the files. */
  readonly pdf?: boolean;
}

const chartChunk = /[\\/]LineChart-[^\\/]+\.js$/;
const pdfChunk = /[\\/]reportPdf-[^\\/]+\.js$/;

/** A signed-in demo member, and for the check-up page two records so that it draws its chart. */
const demoUser = JSON.stringify({
  id: 'budget',
  email: 'demo@example.com',
  user_metadata: { name: 'Usuario Demo', alias: 'Demo' },
});
const twoWeights = JSON.stringify([
  { id: 'b1', created_at: '2026-01-01T12:00:00.000Z', type: 'weight', vitals: { weight: 70 } },
  { id: 'b2', created_at: '2026-01-08T12:00:00.000Z', type: 'weight', vitals: { weight: 69 } },
]);

const gzipBytes = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length;

/** The contents of the inline <style> and <script> elements (no src) of an HTML document. */
function inlineCode(html: string): { css: string; js: string } {
  const contents = (pattern: RegExp): string =>
    [...html.matchAll(pattern)].map((match) => match[1] ?? '').join('\n');
  return {
    css: contents(/<style>([\s\S]*?)<\/style>/g),
    js: contents(/<script>([\s\S]*?)<\/script>/g),
  };
}

async function weighFiles(files: readonly string[]): Promise<Weight> {
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipBytes(await readFile(file));
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: files.length };
}

/**
 * Loads a page in Chromium and weighs every script and stylesheet it fetched until the network is
 * idle. The service worker is blocked: what it downloads for offline use is reported apart.
 */
async function weighPage(
  baseUrl: string,
  pagePath: string,
  seed: Readonly<Record<string, string>>,
  loaded: Set<string> = new Set(),
): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, seed);
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      // A worker made from code inside a chunk (blob:) was weighed with that chunk.
      if (!response.url().startsWith(baseUrl)) return;
      const urlPath = decodeURIComponent(new URL(response.url()).pathname);
      files.add(path.join(dist, urlPath));
      loaded.add(urlPath.slice(1));
    });
    const response = await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
    const weight = await weighFiles([...files]);
    const inline = inlineCode((await response?.text()) ?? '');
    const inlineCss = inline.css ? gzipBytes(inline.css) : 0;
    const inlineJs = inline.js ? gzipBytes(inline.js) : 0;
    return {
      ...weight,
      js: weight.js + inlineJs,
      css: weight.css + inlineCss,
      inline: inlineCss + inlineJs,
      chart: [...files].some((file) => chartChunk.test(file)),
      pdf: [...files].some((file) => pdfChunk.test(file)),
    };
  } finally {
    await browser.close();
  }
}

async function weighHelloWorld(): Promise<Weight> {
  const workDir = path.join(root, 'node_modules/.cache/budget-hello');
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await writeFile(
    path.join(workDir, 'index.html'),
    '<!doctype html><html lang="es"><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  await writeFile(
    path.join(workDir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<h1>Hola, mundo</h1>);\n",
  );
  const outDir = path.join(workDir, 'dist');
  await build({
    root: workDir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir },
  });
  const assets = path.join(outDir, 'assets');
  const files = (await readdir(assets))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => path.join(assets, f));
  return weighFiles(files);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** The landing's own entry (scripts/build/prerender.ts): `/` runs nothing else. */
const LANDING_ENTRY = 'src/landingMain.ts';
const NOTIFICATIONS_MENU_MODULE = 'src/app/shell/NotificationsMenu.tsx';

/** Files a module loaded on demand brings (itself, its CSS, its static imports) beyond `loaded`. */
async function filesOnDemand(module: string, loaded: ReadonlySet<string>): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return [...staticClosure(manifest, module)]
    .filter((file) => !loaded.has(file))
    .map((file) => path.join(dist, file));
}

execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
const server = await preview({
  root,
  logLevel: 'silent',
  preview: { port: 4180, strictPort: false, host: '127.0.0.1' },
});
const baseUrl = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4180/';
try {
  const hello = await weighHelloWorld();
  const loadedByLanding = new Set<string>();
  const loadedByDashboard = new Set<string>();
  const rows: Array<[string, Weight]> = [
    ['/', await weighPage(baseUrl, '/', {}, loadedByLanding)],
    [
      '/dashboard',
      await weighPage(baseUrl, '/dashboard', { 'vita-user': demoUser }, loadedByDashboard),
    ],
    [
      '/mi-chequeo (chart)',
      await weighPage(baseUrl, '/mi-chequeo', {
        'vita-user': demoUser,
        'vita-measurements': twoWeights,
      }),
    ],
    ['/agenda', await weighPage(baseUrl, '/agenda', { 'vita-user': demoUser })],
    ['React hello world', hello],
  ];
  const helloTotal = hello.js + hello.css;
  console.log('\nJavaScript and CSS loaded before the page is usable (gzip -9):\n');
  console.log(
    [
      'page'.padEnd(20),
      'JS'.padStart(10),
      'CSS'.padStart(10),
      'total'.padStart(10),
      'files'.padStart(6),
      'vs hello'.padStart(9),
      'chart'.padStart(6),
      'pdf'.padStart(4),
      'inline'.padStart(9),
    ].join(' '),
  );
  for (const [name, weight] of rows) {
    const total = weight.js + weight.css;
    console.log(
      [
        name.padEnd(20),
        kb(weight.js).padStart(10),
        kb(weight.css).padStart(10),
        kb(total).padStart(10),
        String(weight.files).padStart(6),
        `${(total / helloTotal).toFixed(2)}×`.padStart(9),
        (weight.chart === undefined ? '' : weight.chart ? 'yes' : 'no').padStart(6),
        (weight.pdf === undefined ? '' : weight.pdf ? 'yes' : 'no').padStart(4),
        (weight.inline ? kb(weight.inline) : '').padStart(9),
      ].join(' '),
    );
  }
  const pdfFiles = (await readdir(path.join(dist, 'assets')))
    .filter((file) => pdfChunk.test(`/${file}`))
    .map((file) => path.join(dist, 'assets', file));
  const pdf = await weighFiles(pdfFiles);
  console.log(
    `\nPDF chunk, fetched only when the member asks for a PDF: ${kb(pdf.js)} (${pdfFiles.map((file) => path.basename(file)).join(', ')})`,
  );
  const menuFiles = await filesOnDemand(NOTIFICATIONS_MENU_MODULE, loadedByDashboard);
  const menu = await weighFiles(menuFiles);
  console.log(
    `Notifications menu, fetched when the member reaches for the bell: ${kb(menu.js + menu.css)} ` +
      `(${menuFiles.length} files beyond what /dashboard loaded)`,
  );
  const sw = await weighServiceWorker(dist, loadedByLanding, LANDING_ENTRY);
  const registrationTotal = sw.registrationBytes + sw.entryStatementBytes;
  const verdict = registrationTotal < REGISTRATION_LIMIT_BYTES ? 'under' : 'OVER';
  console.log('\nService worker (its registration is part of the / row above):\n');
  console.log(
    `  registration added to /       ${kb(registrationTotal).padStart(9)}  ${verdict} the 3 KB limit`,
  );
  console.log(
    `    ${sw.registrationFiles.map((file) => path.basename(file)).join(', ')}: ` +
      `${kb(sw.registrationBytes)} gzip; import() in the entry chunk: ` +
      `${sw.entryStatementBytes} B uncompressed`,
  );
  console.log(
    `  only when a new version waits ${kb(sw.updatePromptBytes).padStart(9)}  the notice`,
  );
  console.log(
    `  downloaded once for offline   ${kb(sw.precacheBytes).padStart(9)}  ` +
      `sw.js and ${sw.precacheFiles - 1} precached files, in the background after the first visit`,
  );
} finally {
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
