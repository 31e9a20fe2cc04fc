// Lighthouse 12 on the production build, as a phone on a slow network sees it (Lighthouse's default
// mobile emulation and simulated throttling), served as a real host serves it: HTTPS and HTTP/2,
// compressed (brotli or gzip), member routes answered by the app shell, as the README asks. A report to
// read, not a test. It builds the app first into a folder of its own (dist-bench/, never the dist/
// others serve), as `npm run build` does (vite build, then the prerender).
//
//   npm run bench:lighthouse                                  → /
//   npm run bench:lighthouse -- /legal --runs=3               → median of three runs of /legal
//   npm run bench:lighthouse -- /dashboard /agenda --member   → member pages, the paid member signed in
//   npm run bench:lighthouse -- --all --runs=5                → / and the five member pages (paid member)
//   npm run bench:lighthouse -- --all --member=none           → the same with the no-plan member
//   npm run bench:lighthouse -- --all --member=both           → each member case in turn
//
// Options:
//   --member[=paid|none|both]  signs a member in before each run (default with --all or member pages:
//                              paid). The members are tests/support/benchMembers.ts: `paid` has paid a
//                              family plan of 3 yesterday, has one receipt, a month of readings and three
//                              medicines; `none` is the demo member with no plan and no data.
//   --runs=N                   the median of N runs (Lighthouse's own choice of the median run).
//   --trace                    saves each run's DevTools trace (with the JavaScript profiler's samples,
//                              which cost a little time of their own) to <out>/traces/, to open in the
//                              DevTools Performance panel, and its report beside it (.report.json).
//   --out=<folder>             where to build (default dist-bench); --no-build measures what is there.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import {
  BENCH_MEMBER_CASES,
  benchMemberLabel,
  benchMemberStorage,
  type BenchMemberCase,
} from '../../tests/support/benchMembers.ts';
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

const args = process.argv.slice(2);
const option = (name: string): string | undefined =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const all = args.includes('--all');
const listed = args.filter((arg) => arg.startsWith('/'));
const pagePaths = all ? ['/', ...memberPages] : listed.length > 0 ? listed : ['/'];
const runs = Math.max(1, Number(option('runs') ?? 1));
const trace = args.includes('--trace');
const outDir = path.resolve(root, option('out') ?? 'dist-bench');

/** The member cases to run: none signed in for public pages alone. */
function memberCases(): ReadonlyArray<BenchMemberCase | null> {
  const chosen = option('member');
  if (chosen === 'both') return BENCH_MEMBER_CASES;
  if (chosen !== undefined) {
    if (!(BENCH_MEMBER_CASES as readonly string[]).includes(chosen)) {
      console.error(`--member=${chosen}: expected one of ${BENCH_MEMBER_CASES.join(', ')} or both`);
      process.exit(1);
    }
    return [chosen as BenchMemberCase];
  }
  const signedIn =
    all || args.includes('--member') || listed.some((page) => memberPages.includes(page));
  return [signedIn ? 'paid' : null];
}

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
async function runLighthouse(
  url: string,
  memberCase: BenchMemberCase | null,
  tracePath: string | null,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (memberCase) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/manifest.webmanifest', url).href);
      await page.evaluate((storage) => {
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      }, benchMemberStorage(memberCase));
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
      disableStorageReset: memberCase !== null,
      ...(tracePath ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    if (tracePath) {
      await mkdir(path.dirname(tracePath), { recursive: true });
      await writeFile(tracePath, JSON.stringify(result.artifacts.Trace));
      await writeFile(tracePath.replace(/\.json$/, '.report.json'), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** How many times a run that Lighthouse itself failed is tried again before the benchmark stops. */
const RETRIES = 2;

/**
 * A run, tried again when Lighthouse fails to record it (on a busy machine it now and then loses the
 * trace's start, NO_NAVSTART): one lost run stopped a benchmark of thirty.
 */
async function runWithRetries(
  url: string,
  memberCase: BenchMemberCase | null,
  tracePath: string | null,
): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runLighthouse(url, memberCase, tracePath);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      console.log(`  run failed (${String(error)}), trying again …`);
    }
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

/** Runs a command in the project's folder, its output passed through; rejects if it fails. */
function run(command: string, commandArgs: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/** `npm run build` into outDir: the client build, then the prerender of that folder. */
async function buildInto(folder: string): Promise<void> {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  await run(process.execPath, [vite, 'build', '--manifest', '--outDir', folder, '--emptyOutDir']);
  await run(process.execPath, [tsx, 'scripts/build/prerender.ts', `--outDir=${folder}`]);
}

const machineLoad = (): string =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

if (!args.includes('--no-build')) await buildInto(outDir);
if (!existsSync(path.join(outDir, 'app.html'))) {
  console.error(`${path.relative(root, outDir)}/ holds no build: run without --no-build.`);
  process.exit(1);
}

const server = await startCompressedStaticServer(outDir);
const rows: Array<[string, BenchMemberCase | null, Figures, Figures[]]> = [];
const loadBefore = machineLoad();
try {
  for (const memberCase of memberCases()) {
    for (const pagePath of pagePaths) {
      const url = new URL(pagePath, server.url).href;
      const signedIn = memberCase !== null && pagePath !== '/';
      const results: LighthouseResult[] = [];
      for (let index = 1; index <= runs; index++) {
        console.log(
          `Lighthouse run ${index}/${runs} on ${url}${signedIn ? ` (member: ${memberCase})` : ''} …`,
        );
        const tracePath = trace
          ? path.join(
              outDir,
              'traces',
              `${signedIn ? memberCase : 'visitor'}${pagePath === '/' ? '-root' : pagePath.replaceAll('/', '-')}-${index}.json`,
            )
          : null;
        results.push(await runWithRetries(url, signedIn ? memberCase : null, tracePath));
        if (tracePath) console.log(`  trace → ${path.relative(root, tracePath)}`);
      }
      // Lighthouse's own choice of the run nearest the median FCP and TTI stands for all of them.
      const median = figuresOf(computeMedianRun(results));
      rows.push([pagePath, signedIn ? memberCase : null, median, results.map(figuresOf)]);
      if (median.failed.length > 0) {
        console.log(`  audits holding ${pagePath} back:`);
        for (const line of median.failed) console.log(`    ${line}`);
      }
    }
  }
} finally {
  await server.close();
}

const medianOf = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

console.log(
  `\nLighthouse 12, mobile emulation, simulated slow 4G, served with compression` +
    `${runs > 1 ? `, median run of ${runs}` : ''}; load average before ${loadBefore}, after ${machineLoad()}.`,
);
for (const memberCase of memberCases())
  if (memberCase) console.log(`Member ${memberCase}: ${benchMemberLabel[memberCase]}.`);
console.log(
  '\nperf, FCP, LCP, TBT, CLS and SI are of the median run; the last columns are the middle values ' +
    "of every run (perf and TBT apart) and every run's perf.\n",
);
console.log(
  [
    'member'.padEnd(7),
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
    'perf~'.padStart(5),
    'TBT~'.padStart(7),
    '  perf of every run',
  ].join(' '),
);
for (const [pagePath, memberCase, figures, everyRun] of rows) {
  console.log(
    [
      (memberCase ?? '-').padEnd(7),
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
      String(medianOf(everyRun.map((run) => run.scores.performance))).padStart(5),
      `${Math.round(medianOf(everyRun.map((run) => run.tbtMs)))} ms`.padStart(7),
      `  ${everyRun.map((run) => run.scores.performance).join(', ')}`,
    ].join(' '),
  );
}
