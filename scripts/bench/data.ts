// What a member with years of data waits for: the production build in Chromium at 4× CPU slowdown
// (Lighthouse's mid-range phone), a demo member seeded through browser storage, before the measured
// load, with 10, 365, 2,000 and 4,000 measurements (and sleep nights, alerts-test results,
// appointments and medicines in proportion, tests/support/yearsOfData.ts). Per size it prints time
// to content and the longest task for /mi-chequeo, /agenda and /mi-chequeo/sueno, JS heap and DOM
// elements, the time to open 'Ver como tabla', and the time to the report download (last 90 days
// and everything). Those figures come from Playwright, which enables DevTools' `Runtime` domain; V8
// then reparses code for the source positions of every `Error` created, which a phone never pays.
// So each page is also loaded in a Chromium driven with only `Page` and `Emulation`
// (scripts/bench/bareChromium.ts), and its time to content and long tasks are printed beside them,
// marked "no DevTools". A report to read, not a test: run `npm run build` first (`npm run
// bench:data` does), then
//
//   npm run bench:data                          → every size, median of 3 runs
//   npm run bench:data -- --runs=1 --sizes=2000 → one run of one size
//
// Served as a real host serves it (HTTPS, HTTP/2, compressed: scripts/bench/compressedStaticServer.ts).
// BENCH_BARE_RUNTIME=1 enables `Runtime` in that Chromium too, as a check that it is what differs
// (its longest task then comes close to Playwright's). The whole run stops starting new rounds after
// BENCH_BUDGET_S seconds (default 540), so it ends by itself; the medians are over the rounds that ran.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { yearsOfData } from '../../tests/support/yearsOfData.ts';
import { launchBareChromium, type BareChromium } from './bareChromium.ts';
import { startCompressedStaticServer } from './compressedStaticServer.ts';

const root = path.resolve(import.meta.dirname, '../..');
// BENCH_DIST measures another build (a copy of an older one, to compare).
const dist = process.env.BENCH_DIST ?? path.join(root, 'dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string): string | undefined =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option('runs') ?? 3));
const sizes = (option('sizes') ?? '10,365,2000,4000').split(',').map(Number);
const budgetMs = Number(process.env.BENCH_BUDGET_S ?? 540) * 1000;
const bareWithRuntime = process.env.BENCH_BARE_RUNTIME === '1';
const CPU_SLOWDOWN = 4;
const NOW = new Date();

const demoMember = {
  id: 'bench-member',
  email: 'demo@example.com',
  aud: 'authenticated',
  created_at: '2021-01-15T16:00:00.000Z',
  app_metadata: { provider: 'email' },
  user_metadata: { name: 'Usuario Demo', alias: 'Demo', vita_card_id: 'VITA-BENCH001' },
};

/** What each page shows once its content is there. */
const contentOf: Readonly<Record<string, string>> = {
  '/mi-chequeo': 'section[aria-labelledby="historial-titulo"] li',
  '/agenda': 'ul[aria-label="Tus medicinas"] li',
  '/mi-chequeo/sueno': 'section[aria-labelledby="historial-sueno"] li',
};
const CHART_DRAWN = '[role="img"] svg path';

interface PageFigures {
  contentMs: number;
  chartMs?: number;
  longestTaskMs: number;
  longTasksMs: number;
  heapMb: number;
  domElements: number;
}

/** A load in Chromium without DevTools' `Runtime` domain (only `Page` and `Emulation`). */
interface BarePageFigures {
  contentMs: number;
  longestTaskMs: number;
  longTasksMs: number;
}

interface SizeFigures {
  pages: Record<string, PageFigures>;
  barePages: Record<string, BarePageFigures>;
  tableMs: number;
  report90Ms: number;
  reportAllMs: number;
  reportLongestTaskMs: number;
}

declare global {
  interface Window {
    __bench: {
      longTasks: number[];
      marks: Record<string, number>;
      watch: (name: string, selector: string) => void;
    };
  }
}

/**
 * Runs before any page script: collects long tasks and the first moment each selector matches. Kept
 * as text, since tsx would add its own helpers to a function passed to the page.
 */
const benchProbe = (selectors: Record<string, string>): string => `(() => {
  const bench = { longTasks: [], marks: {} };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const pending = new Map(Object.entries(${JSON.stringify(selectors)}));
  const observer = new MutationObserver(() => {
    for (const [name, selector] of pending) {
      if (document.querySelector(selector)) {
        bench.marks[name] = performance.now();
        pending.delete(name);
      }
    }
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * Puts the demo member's data for `size` measurements into storage. Run on a file of the app's
 * origin that is not a page (the web manifest) before the measured load, as a member's data is
 * already stored when they open the app. Until the fifth pass an init script wrote it during the
 * measured load itself: megabytes of JSON written at 4× CPU, counted as time to content.
 */
const seedingExpression = (size: number): string => `(() => {
  localStorage.setItem('vita-user', ${JSON.stringify(JSON.stringify(demoMember))});
  const storage = ${JSON.stringify(yearsOfData(size, NOW).storage)};
  for (const [key, value] of Object.entries(storage)) {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
})()`;

/** Where the data is seeded from: same origin, no app script runs there. */
const seedingUrl = (origin: string): string => new URL('/manifest.webmanifest', origin).href;

const probeFor = (pagePath: string): string =>
  benchProbe({
    content: contentOf[pagePath] ?? 'main',
    ...(pagePath === '/mi-chequeo' ? { chart: CHART_DRAWN } : {}),
  });

const CONTENT_SHOWN = 'window.__bench?.marks.content !== undefined';
const LONG_TASK_COUNT = 'window.__bench.longTasks.length';
const PROBE_READING = `({
  marks: window.__bench.marks,
  longTasks: window.__bench.longTasks,
  domElements: document.getElementsByTagName('*').length,
})`;

interface ProbeReading {
  marks: Record<string, number>;
  longTasks: number[];
  domElements: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the page has added no long task for `quietMs` (or `maxMs` in all). */
async function settle(
  longTaskCount: () => Promise<number>,
  quietMs = 1500,
  maxMs = 60_000,
): Promise<void> {
  const start = Date.now();
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    const count = await longTaskCount();
    if (count !== seen) {
      seen = count;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
    await pause(250);
  }
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  return used / 1_048_576;
}

async function openPage(browser: Browser, pagePath: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(probeFor(pagePath));
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

async function measurePage(
  browser: Browser,
  size: number,
  pagePath: string,
  origin: string,
  extra?: (page: Page) => Promise<void>,
): Promise<PageFigures> {
  const { context, page, cdp } = await openPage(browser, pagePath);
  try {
    await page.goto(seedingUrl(origin));
    await page.evaluate(seedingExpression(size));
    await page.goto(new URL(pagePath, origin).href);
    await page.waitForFunction(CONTENT_SHOWN, undefined, { timeout: 120_000, polling: 200 });
    await settle(() => page.evaluate<number>(LONG_TASK_COUNT));
    const probe = await page.evaluate<ProbeReading>(PROBE_READING);
    const figures: PageFigures = {
      contentMs: probe.marks.content ?? Number.NaN,
      ...(probe.marks.chart !== undefined ? { chartMs: probe.marks.chart } : {}),
      longestTaskMs: Math.max(0, ...probe.longTasks),
      longTasksMs: probe.longTasks.reduce((sum, task) => sum + task, 0),
      heapMb: await heapMb(cdp),
      domElements: probe.domElements,
    };
    if (extra) await extra(page);
    return figures;
  } finally {
    await context.close();
  }
}

/**
 * The same load, seeding and probe in the Chromium without DevTools' `Runtime` domain, in a fresh
 * browser context. Only what the probe records: heap and DOM need no second measurement.
 */
async function measureBarePage(
  bare: BareChromium,
  size: number,
  pagePath: string,
  origin: string,
): Promise<BarePageFigures> {
  const page = await bare.newPage({
    width: 390,
    height: 844,
    deviceScaleFactor: 2,
    mobile: true,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    cpuSlowdown: CPU_SLOWDOWN,
    initScripts: [probeFor(pagePath)],
    enableRuntime: bareWithRuntime,
  });
  try {
    await page.goto(seedingUrl(origin));
    await page.evaluate(seedingExpression(size));
    await page.goto(new URL(pagePath, origin).href);
    const deadline = Date.now() + 120_000;
    while (!(await page.evaluate<boolean>(CONTENT_SHOWN))) {
      if (Date.now() > deadline) throw new Error(`${pagePath}: no content within 120 s`);
      await pause(200);
    }
    await settle(() => page.evaluate<number>(LONG_TASK_COUNT));
    const probe = await page.evaluate<ProbeReading>(PROBE_READING);
    return {
      contentMs: probe.marks.content ?? Number.NaN,
      longestTaskMs: Math.max(0, ...probe.longTasks),
      longTasksMs: probe.longTasks.reduce((sum, task) => sum + task, 0),
    };
  } finally {
    await page.close();
  }
}

/** From the click on 'Ver como tabla' to the next frame after its first row is in the page. */
async function tableOpenMs(page: Page): Promise<number> {
  return page.evaluate<number>(`(async () => {
    const button = [...document.querySelectorAll('button')].find((candidate) =>
      candidate.textContent.includes('Ver como tabla'),
    );
    if (!button) return Number.NaN;
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const nextFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const start = performance.now();
    button.click();
    for (let tries = 0; tries < 600 && !region?.querySelector('li, tr'); tries++) await nextFrame();
    await nextFrame();
    return performance.now() - start;
  })()`);
}

/**
 * From the click on the report button, with this period chosen, to the download. The clicks are the
 * DOM's own: Playwright's `click()` first waits for the button to be "stable" and scrolled into view,
 * which on the throttled mobile page took up to 17 s and was counted as report time.
 */
async function reportMs(
  page: Page,
  period: RegExp,
): Promise<{ ms: number; longestTaskMs: number }> {
  const card = page.getByRole('region', { name: 'Informe para tu médico' });
  const radio = card.getByRole('radio', { name: period });
  await radio.evaluate((element: HTMLInputElement) => {
    if (!element.checked) element.click();
  });
  await radio.and(page.locator(':checked')).waitFor();
  await page.evaluate(() => (window.__bench.longTasks = []));
  const download = page.waitForEvent('download', { timeout: 180_000 });
  const button = card.getByRole('button', { name: /Descargar informe/ });
  await button.waitFor();
  const start = Date.now();
  await button.evaluate((element: HTMLButtonElement) => element.click());
  await download;
  const ms = Date.now() - start;
  // The long-task observer reports a task after it ends: give the last one time to arrive.
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => window.__bench.longTasks);
  // Let the page finish what follows the download (toast, state) before the next measurement.
  await page.waitForTimeout(500);
  return { ms, longestTaskMs: Math.max(0, ...tasks) };
}

async function measureSize(
  browser: Browser,
  bare: BareChromium,
  size: number,
  origin: string,
): Promise<SizeFigures> {
  const result: SizeFigures = {
    pages: {},
    barePages: {},
    tableMs: Number.NaN,
    report90Ms: Number.NaN,
    reportAllMs: Number.NaN,
    reportLongestTaskMs: Number.NaN,
  };
  result.pages['/mi-chequeo'] = await measurePage(
    browser,
    size,
    '/mi-chequeo',
    origin,
    async (page) => {
      const report90 = await reportMs(page, /90 días/);
      const reportAll = await reportMs(page, /^Todo/);
      result.report90Ms = report90.ms;
      result.reportAllMs = reportAll.ms;
      result.reportLongestTaskMs = Math.max(report90.longestTaskMs, reportAll.longestTaskMs);
      await page
        .getByRole('button', { name: /Ver como tabla/ })
        .first()
        .scrollIntoViewIfNeeded();
      result.tableMs = await tableOpenMs(page);
    },
  );
  for (const pagePath of ['/agenda', '/mi-chequeo/sueno']) {
    result.pages[pagePath] = await measurePage(browser, size, pagePath, origin);
  }
  for (const pagePath of Object.keys(contentOf)) {
    result.barePages[pagePath] = await measureBarePage(bare, size, pagePath, origin);
  }
  return result;
}

function median(values: readonly number[]): number {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (known.length === 0) return Number.NaN;
  const middle = Math.floor(known.length / 2);
  return known.length % 2
    ? (known[middle] as number)
    : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
}

const seconds = (ms: number): string => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const millis = (ms: number): string => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–');

if (!existsSync(path.join(dist, 'app.html'))) {
  console.error('dist/ is missing or out of date: run `npm run build` first.');
  process.exit(1);
}

const started = Date.now();
const server = await startCompressedStaticServer(dist);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const bare = await launchBareChromium(chromiumPath, chromiumArgs);
const rounds = new Map<number, SizeFigures[]>(sizes.map((size) => [size, []]));
const lastDuration = new Map<number, number>();
try {
  // The server compresses each file on its first request: one unmeasured pass fills its cache.
  console.log('warming up …');
  await measureSize(browser, bare, 10, server.url);
  for (let round = 1; round <= runs; round++) {
    for (const size of sizes) {
      const elapsed = Date.now() - started;
      if (round > 1 && elapsed + (lastDuration.get(size) ?? 0) > budgetMs) {
        console.log(`round ${round}, ${size}: skipped (time budget)`);
        continue;
      }
      const sizeStart = Date.now();
      console.log(`round ${round}/${runs}: ${size} measurements …`);
      try {
        const figures = await measureSize(browser, bare, size, server.url);
        rounds.get(size)?.push(figures);
        // Printed at once, so a run cut short still leaves its figures.
        console.log(JSON.stringify({ size, round, ...figures }));
      } catch (error) {
        console.log(
          `  ${size}: failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
        );
      }
      lastDuration.set(size, Date.now() - sizeStart);
    }
  }
} finally {
  await browser.close();
  await bare.close();
  await server.close();
}

const pick = (size: number, read: (figures: SizeFigures) => number | undefined): number =>
  median((rounds.get(size) ?? []).map((figures) => read(figures) ?? Number.NaN));

console.log(
  `\nbench:data: production build over HTTPS + HTTP/2, Chromium at ${CPU_SLOWDOWN}× CPU slowdown, ` +
    `390×844 phone, median of the rounds run (of ${runs}); took ${seconds(Date.now() - started)}.\n` +
    "Content to DOM elements: with DevTools' Runtime domain, as Playwright runs. " +
    (bareWithRuntime
      ? '"no DevTools" (BENCH_BARE_RUNTIME=1): the same load in Chromium with Page, Emulation and Runtime.\n'
      : '"no DevTools": the same load in Chromium with only the Page and Emulation domains, as a phone runs it.\n'),
);
console.log(
  '| data | page | content | chart | longest task | long tasks | JS heap | DOM elements | ' +
    'content, no DevTools | longest task, no DevTools | long tasks, no DevTools |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const size of sizes) {
  for (const pagePath of Object.keys(contentOf)) {
    const of = (read: (figures: PageFigures) => number | undefined) =>
      pick(size, (figures) => {
        const page = figures.pages[pagePath];
        return page ? read(page) : undefined;
      });
    const bareOf = (read: (figures: BarePageFigures) => number) =>
      pick(size, (figures) => {
        const page = figures.barePages[pagePath];
        return page ? read(page) : undefined;
      });
    console.log(
      `| ${size} (${rounds.get(size)?.length ?? 0} runs) | ${pagePath} | ${seconds(of((p) => p.contentMs))} | ` +
        `${pagePath === '/mi-chequeo' ? seconds(of((p) => p.chartMs)) : ''} | ${millis(of((p) => p.longestTaskMs))} | ` +
        `${millis(of((p) => p.longTasksMs))} | ${of((p) => p.heapMb).toFixed(1)} MB | ${Math.round(of((p) => p.domElements))} | ` +
        `${seconds(bareOf((p) => p.contentMs))} | ${millis(bareOf((p) => p.longestTaskMs))} | ` +
        `${millis(bareOf((p) => p.longTasksMs))} |`,
    );
  }
}
console.log(
  '\n| data | open the table | report, 90 days | report, everything | longest task while making reports |',
);
console.log('|---|---|---|---|---|');
for (const size of sizes) {
  console.log(
    `| ${size} | ${millis(pick(size, (f) => f.tableMs))} | ${seconds(pick(size, (f) => f.report90Ms))} | ` +
      `${seconds(pick(size, (f) => f.reportAllMs))} | ${millis(pick(size, (f) => f.reportLongestTaskMs))} |`,
  );
}
