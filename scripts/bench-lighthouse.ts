// Lighthouse 12 on the production build, as a phone on a slow network sees it (Lighthouse's default
// mobile emulation and simulated throttling). A report to read, not a test: run `npm run build` first.
//
//   npm run bench:lighthouse                      → /
//   npm run bench:lighthouse -- /legal --runs=3   → median of three runs of /legal
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { preview } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const args = process.argv.slice(2);
const pagePath = args.find((arg) => arg.startsWith('/')) ?? '/';
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1));

interface RunResult {
  readonly scores: Readonly<Record<(typeof categories)[number], number>>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  readonly failed: readonly string[];
}

async function runLighthouse(url: string): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
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
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      failed,
    };
  } finally {
    chrome.kill();
  }
}

if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const server = await preview({
  root,
  logLevel: 'silent',
  preview: { port: 4190, strictPort: false, host: '127.0.0.1' },
});
const baseUrl = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4190/';
const url = new URL(pagePath, baseUrl).href;

try {
  const results: RunResult[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`Lighthouse run ${run}/${runs} on ${url} …`);
    results.push(await runLighthouse(url));
  }
  // The run with the median performance score stands for all of them.
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  console.log(
    `\nLighthouse ${pagePath} (mobile emulation, simulated slow 4G${runs > 1 ? `, median of ${runs}` : ''}):`,
  );
  for (const id of categories) console.log(`  ${id.padEnd(15)} ${median.scores[id]}`);
  console.log(`  LCP             ${(median.lcpMs / 1000).toFixed(2)} s`);
  console.log(`  TBT             ${Math.round(median.tbtMs)} ms`);
  console.log(`  CLS             ${median.cls.toFixed(3)}`);
  console.log(`  FCP             ${(median.fcpMs / 1000).toFixed(2)} s`);
  if (runs > 1) {
    console.log(
      `  performance of every run: ${results.map((r) => r.scores.performance).join(', ')}`,
    );
  }
  if (median.failed.length > 0) {
    console.log('\nAudits holding a score back:');
    for (const line of median.failed) console.log(`  ${line}`);
  }
} finally {
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
