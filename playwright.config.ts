import { defineConfig } from '@playwright/test';

import { existsSync } from 'node:fs';

/** The full browser: what the specs tagged @full-chromium need (system notifications). */
export const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's old headless shell (Debian's chromium-headless-shell, the build Playwright itself uses
 * for headless runs): the same engine without the browser's UI layer, and less CPU per test (66
 * specs on two workers: a third less time, A/B; the whole suite's summed test time about a tenth
 * less; docs/testing.md). It has no system notifications, so specs that show them are tagged
 * @full-chromium and run on the full browser. Without the shell, everything runs on the full one.
 */
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const headlessShell = existsSync(headlessShellPath) ? headlessShellPath : fullChromium;
// Port of the demo project's web server; E2E_PORT lets two checkouts run their e2e tests at once.
const port = Number(process.env.E2E_PORT ?? 4173);
// Names this run for the builds its workers share (tests/e2e/support/sharedBuild.ts). The runner
// loads this file first and its workers inherit the variable, so they all agree on it.
process.env.VITA365_E2E_RUN ??= String(process.pid);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three workers on two cores: with two, the cores stood idle about 29 % of the time (vmstat over 60
  // specs), mostly while Playwright waits between the retries of an assertion; with three, 8 %, and
  // the stage took 6.5 min instead of 7.8 (docs/testing.md). Four, tried when every spec was still
  // bound by CPU, took as long as two. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/removeSharedBuilds.ts',
  // A ceiling, not a target: with four workers sharing two cores a long spec (two browsers, a sync
  // round trip) can pass 30 s on a loaded machine while every expectation holds.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    launchOptions: { executablePath: headlessShell, args: chromiumArgs },
    trace: 'off',
    // A service worker would answer from its cache and hide what a spec changed on the server; only
    // tests/e2e/offline.e2e.ts allows it (test.use), to test the offline app itself.
    serviceWorkers: 'block',
  },
  // Hosted first: their tests wait on their servers (PGlite, the functions, Deno) more than they use
  // the CPU, so they run beside the demo tests from the start instead of in a tail of their own at
  // the end, where the third worker had nothing left to do (docs/testing.md).
  projects: [
    // Hosted mode: each worker starts the Supabase-shaped test project, copies the run's one hosted
    // build pointed at it and serves that copy itself (tests/e2e/support/hostedTest.ts), so it needs
    // no web server below.
    // At most two at a time: each hosted worker starts its own test project (PGlite) and server.
    { name: 'hosted', testMatch: '**/*.hosted.e2e.ts', workers: 2 },
    {
      name: 'demo-full-chromium',
      testIgnore: '**/*.hosted.e2e.ts',
      grep: /@full-chromium/,
      use: { launchOptions: { executablePath: fullChromium, args: chromiumArgs } },
    },
    { name: 'demo', testIgnore: '**/*.hosted.e2e.ts', grepInvert: /@full-chromium/ },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/support/serveDemoBuild.ts ${port}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
