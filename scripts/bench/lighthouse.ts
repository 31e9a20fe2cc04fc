// Lighthouse 12 on the production build, as a phone on a slow network sees it (Lighthouse's default
// mobile emulation and simulated throttling), served as a real host serves it: HTTPS and HTTP/2,
// compressed (brotli or gzip), member routes answered by the app shell, as the README asks. A report to read, not a test: run
// `npm run build` first.
//
//   npm run bench:lighthouse                                  → /
//   npm run bench:lighthouse -- /legal --runs=3               → median of three runs of /legal
//   npm run bench:lighthouse -- /dashboard /agenda --member   → member pages, signed in
//   npm run bench:lighthouse -- --all --runs=5                → / and the five member pages (signed in)
//
// --member seeds a signed-in demo member (`vita-user`) in the browser before each run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { startCompressedStaticServer } from './compressedStaticServer.ts';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The benchmark's server has a self-signed certificate (scripts/bench/compressedStaticServer.ts).
  '--ignore-certificate-errors',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const memberPages = ['/dashboard', '/coberturas', '/mi-chequeo', '/agenda', '/bienestar'];

/** The demo member the app keeps under `vita-user` (its spec shape). */
const demoMember = JSON.stringify({
  id: 'bench-member',
  email: 'demo@example.com',
  user_metadata: { name: 'Usuario Demo', alias: 'Demo' },
});

const args = process.argv.slice(2);
const all = args.includes('--all');
const member = all || args.includes('--member');
const listed = args.filter((arg) => arg.startsWith('/'));
const pagePaths = all ? ['/', ...memberPages] : listed.length > 0 ? listed : ['/'];
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1));

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Figures {
  readonly scores: Readonly<Record<(typeof categories)[number], number>>;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  readonly failed: readonly string[];
}

/**
 * One Lighthouse run in a fresh browser. The member is seeded from a file of the same origin that
 * is not a page, so no service worker is registered before Lighthouse loads the page; storage is
 * then kept (disableStorageReset), and the fresh profile has nothing else cached.
 */
async function runLighthouse(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (member) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/manifest.webmanifest', url).href);
      await page.evaluate((user) => localStorage.setItem('vita-user', user), demoMember);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
      disableStorageReset: member,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: LighthouseResult): Figures {
  const score = (id: (typeof categories)[number]): number =>
    Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Audits that count towards a category and did not pass, so a score under 100 says why.
  const failed = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${id}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    failed,
  };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

if (!existsSync(path.join(root, 'dist/app.html'))) {
  console.error('dist/ is missing or out of date: run `npm run build` first.');
  process.exit(1);
}

const server = await startCompressedStaticServer(path.join(root, 'dist'));
const rows: Array<[string, Figures, number[]]> = [];
try {
  for (const pagePath of pagePaths) {
    const url = new URL(pagePath, server.url).href;
    const results: LighthouseResult[] = [];
    for (let run = 1; run <= runs; run++) {
      console.log(`Lighthouse run ${run}/${runs} on ${url}${member ? ' (signed in)' : ''} …`);
      results.push(await runLighthouse(url));
    }
    // Lighthouse's own choice of the run nearest the median FCP and TTI stands for all of them.
    const median = figuresOf(computeMedianRun(results));
    rows.push([pagePath, median, results.map((lhr) => figuresOf(lhr).scores.performance)]);
    if (median.failed.length > 0) {
      console.log(`  audits holding ${pagePath} back:`);
      for (const line of median.failed) console.log(`    ${line}`);
    }
  }
} finally {
  await server.close();
}

console.log(
  `\nLighthouse 12, mobile emulation, simulated slow 4G, served with compression` +
    `${runs > 1 ? `, median of ${runs} runs` : ''}${member ? ', member pages signed in' : ''}:\n`,
);
console.log(
  [
    'page'.padEnd(14),
    'perf'.padStart(4),
    'a11y'.padStart(4),
    'BP'.padStart(4),
    'SEO'.padStart(4),
    'FCP'.padStart(7),
    'LCP'.padStart(7),
    'TBT'.padStart(7),
    'CLS'.padStart(6),
    'SI'.padStart(7),
    '  perf of every run',
  ].join(' '),
);
for (const [pagePath, figures, everyRun] of rows) {
  console.log(
    [
      pagePath.padEnd(14),
      String(figures.scores.performance).padStart(4),
      String(figures.scores.accessibility).padStart(4),
      String(figures.scores['best-practices']).padStart(4),
      String(figures.scores.seo).padStart(4),
      seconds(figures.fcpMs).padStart(7),
      seconds(figures.lcpMs).padStart(7),
      `${Math.round(figures.tbtMs)} ms`.padStart(7),
      figures.cls.toFixed(3).padStart(6),
      seconds(figures.speedIndexMs).padStart(7),
      `  ${everyRun.join(', ')}`,
    ].join(' '),
  );
}
