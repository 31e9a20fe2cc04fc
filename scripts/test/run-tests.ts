// npm test [-- <stage>...]: runs every test stage (or the named ones) through its npm script, then
// prints how long each took and the total. Stages in one step run at the same time: typecheck, lint
// and content validation are light and mostly single-threaded, so on two cores they fit side by side;
// so do the unit tests and the build; the browser tests need the build and come last.
// It stops after the first step with a failure: later steps need earlier ones (the browser tests
// serve the build), and on a shared two-core machine minutes of e2e after a type error are wasted.
// Exit code: 0 when every stage run passed, 1 otherwise, 2 for an unknown stage name.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Stage {
  readonly name: string;
  readonly script: string;
}

/** Steps in order; the stages of one step run concurrently. */
const plan: readonly (readonly Stage[])[] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'content', script: 'validate:content' },
  ],
  // The build keeps about one core busy for its first half and the unit tests leave gaps while
  // workers start, so side by side they take little more than the unit tests alone. No unit test
  // reads dist/.
  [
    { name: 'unit', script: 'test:unit' },
    { name: 'build', script: 'build' },
  ],
  // The database tests start and stop their own PostgreSQL 15 cluster (tests/db/vitest.config.ts);
  // the Edge Functions run under Deno (supabase/functions, tests/functions). Each is mostly one
  // process waiting on another, so they share the two cores.
  [
    { name: 'db', script: 'test:db' },
    { name: 'functions', script: 'test:functions' },
  ],
  [{ name: 'e2e', script: 'test:e2e' }],
];

type Outcome = 'passed' | 'failed' | 'not run';

interface StageResult {
  readonly stage: Stage;
  readonly outcome: Outcome;
  readonly seconds: number;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs one npm script. Alone, it writes straight to this terminal; beside others, its output is
 * held and printed in one piece when it ends, so the logs of concurrent stages never interleave.
 */
function runStage(stage: Stage, alone: boolean): Promise<StageResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', stage.script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (outcome: Outcome) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n── ${stage.name} (npm run ${stage.script}): ${outcome}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ stage, outcome, seconds });
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish('failed');
    });
    child.once('close', (code) => finish(code === 0 ? 'passed' : 'failed'));
  });
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(1).padStart(4, '0');
  return minutes > 0 ? `${minutes} m ${rest} s` : `${seconds.toFixed(1)} s`;
}

function printTable(results: readonly StageResult[], totalSeconds: number): void {
  const rows = results.map((result) => [
    result.stage.name,
    `npm run ${result.stage.script}`,
    result.outcome,
    result.outcome === 'not run' ? '' : formatSeconds(result.seconds),
  ]);
  const anyFailed = results.some((result) => result.outcome === 'failed');
  rows.push(['total', '', anyFailed ? 'failed' : 'passed', formatSeconds(totalSeconds)]);
  const header = ['stage', 'command', 'result', 'time'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  // The time column is right-aligned so the figures line up.
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 3 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  console.log(
    'Steps run one after another; stages listed together in a step run at the same time.',
  );
}

async function main(): Promise<number> {
  const known = plan.flat().map((stage) => stage.name);
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(', ')}. Stages: ${known.join(', ')}.`);
    return 2;
  }
  const steps = plan
    .map((step) => step.filter((stage) => wanted.length === 0 || wanted.includes(stage.name)))
    .filter((step) => step.length > 0);

  const started = performance.now();
  const results: StageResult[] = [];
  let failed = false;
  for (const step of steps) {
    if (failed) {
      results.push(...step.map((stage) => ({ stage, outcome: 'not run' as const, seconds: 0 })));
      continue;
    }
    console.log(`\n▶ ${step.map((stage) => stage.name).join(' + ')}`);
    const stepResults = await Promise.all(step.map((stage) => runStage(stage, step.length === 1)));
    results.push(...stepResults);
    failed = stepResults.some((result) => result.outcome === 'failed');
  }
  printTable(results, (performance.now() - started) / 1000);
  return failed ? 1 : 0;
}

process.exitCode = await main();
