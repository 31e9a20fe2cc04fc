// Runs axe-core (WCAG 2.0 and 2.1, A and AA) in a page and returns its violations.
//
// axe-core is loaded into each frame of a document once, and `axe.run` runs in the page itself with
// the same rules, options and same-origin frame messaging as @axe-core/playwright's legacy mode.
// That wrapper evaluated the 550 KB axe source twice on every check and returned every passing node
// too; at about 200 checks a run that was over a minute of the browser stage's CPU (measured: a check
// of /dashboard 300-500 ms through it, 50-150 ms here once loaded; docs/testing.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's source and its frame messaging limited to this page's own origin. */
const loadAxe = `${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

const runOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are read: the other result types keep one example node each instead of all.
  resultTypes: ['violations'],
};

/** How long a frame may take to take axe in; one that never answers is left out, as the wrapper did. */
const FRAME_LOAD_MS = 2_000;

async function ensureAxe(frame: Frame): Promise<void> {
  const load = async () => {
    const loaded = await frame.evaluate(() => 'axe' in window);
    if (!loaded) await frame.evaluate(loadAxe);
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FRAME_LOAD_MS);
  });
  // A frame that went away while the check starts is left out too; axe.run skips what it cannot reach.
  await Promise.race([load().catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  for (const frame of page.frames()) await ensureAxe(frame);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, options)
        .then((results) => results.violations),
    runOptions,
  );
}
