// The build's check of its settings (issue 40): a Stripe key that is not publishable stops the
// app's real build with a message that says what to do, and VITE_* variables the app does not read
// never reach a bundle, even one that reads `import.meta.env` whole.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildSettings,
  stripeKeyProblem,
  unnamedSettings,
} from '../../../scripts/build/buildSettingsPlugin';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
const viteCli = path.join(projectRoot, 'node_modules/vite/bin/vite.js');

let tempDir = '';

afterEach(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
  tempDir = '';
});

describe('the Stripe key check', () => {
  it.each(['', '   ', 'pk_test_51Hx', ' pk_live_51Hx '])('accepts %j', (key) => {
    expect(stripeKeyProblem(key)).toBeNull();
  });

  it.each([
    ['sk_live_51Hxsecreto', "'sk_'"],
    ['rk_test_51Hxsecreto', "'rk_'"],
    ['whsec_abcdef', "'whsec_'"],
    ['secreto', "'sec…'"],
  ])('refuses %s, naming only its start', (key, start) => {
    const problem = stripeKeyProblem(key) ?? '';
    expect(problem).toContain('VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key');
    expect(problem).toContain(`starts with ${start}`);
    expect(problem).not.toContain(key);
  });
});

describe('the settings the app reads', () => {
  it('names the VITE_ variables that are not among them', () => {
    expect(
      unnamedSettings({
        VITE_SUPABASE_URL: 'https://x.supabase.co',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        VITE_SOMETHING_SECRET: 'sk_live_x',
        VITE_ANALYTICS_ID: 'a',
        MODE: 'production',
        BASE_URL: '/',
      }),
    ).toEqual(['VITE_ANALYTICS_ID', 'VITE_SOMETHING_SECRET']);
  });

  it('keeps an unread VITE_ variable out of a bundle that reads import.meta.env whole', async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'vita-settings-'));
    await writeFile(
      path.join(tempDir, '.env'),
      'VITE_SOMETHING_SECRET=sk_live_x\nVITE_SUPABASE_URL=https://proyecto.supabase.co\n',
    );
    await writeFile(
      path.join(tempDir, 'main.js'),
      'console.log(JSON.stringify(import.meta.env));\n',
    );
    const output = (await build({
      root: tempDir,
      configFile: false,
      logLevel: 'silent',
      plugins: [buildSettings()],
      build: { write: false, rolldownOptions: { input: path.join(tempDir, 'main.js') } },
    })) as Rolldown.RolldownOutput;
    const code = output.output
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n');
    expect(code).toContain('https://proyecto.supabase.co');
    expect(code).not.toContain('sk_live_x');
    expect(code).not.toContain('VITE_SOMETHING_SECRET');
  });
});

describe("the app's build", () => {
  it('fails at once, saying why, when the publishable key is a secret key', async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'vita-build-'));
    const outDir = path.join(tempDir, 'dist');
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>(
      (resolve, reject) => {
        const child = spawn(process.execPath, [viteCli, 'build', '--outDir', outDir], {
          cwd: projectRoot,
          env: { ...process.env, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_vita365_secreto' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let text = '';
        child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.once('error', reject);
        child.once('exit', (exit) => resolve({ code: exit, stderr: text }));
      },
    );
    expect(code).not.toBe(0);
    expect(stderr).toContain(
      "VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…), but it starts with 'sk_'",
    );
    expect(stderr).not.toContain('sk_live_vita365_secreto');
    expect(existsSync(outDir)).toBe(false);
  });
});
