// The generator of dist/_headers (issue 42): scripts/build/securityHeaders.ts and headersFile.ts.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  HEADERS_FILE,
  policySettingsFrom,
  readHeaderRules,
  writeHeadersFile,
} from '../../../scripts/build/headersFile';
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  inlineScripts,
  parseHeadersFile,
  pathMatches,
  scriptHash,
  type HeaderRule,
} from '../../../scripts/build/securityHeaders';

let dist = '';

afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
  dist = '';
});

/** A small build: a page with two inline scripts, a shell with a module script only. */
async function fakeBuild(guard = "if(location.pathname!=='/'){}"): Promise<string> {
  dist = await mkdtemp(path.join(tmpdir(), 'vita-headers-'));
  await mkdir(path.join(dist, 'mi-chequeo'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<html><head><script>${guard}</script><script type="module" crossorigin src="/assets/landing.js"></script></head></html>`,
  );
  await writeFile(
    path.join(dist, 'mi-chequeo', 'nueva.html'),
    '<script type="module" crossorigin src="/assets/index.js"></script><script>\nwindow.x=1\n</script>',
  );
  return dist;
}

const csp = (rules: readonly HeaderRule[], urlPath: string): string =>
  headersForPath(rules, urlPath)['Content-Security-Policy'] ?? '';

const directive = (policy: string, name: string): string[] =>
  policy
    .split('; ')
    .find((part) => part.split(' ')[0] === name)
    ?.split(' ')
    .slice(1) ?? [];

const demo = policySettingsFrom({});
const hostedWithStripe = policySettingsFrom({
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
});

describe('dist/_headers', () => {
  it('allows every inline script of the build by its hash, and no unsafe-inline or unsafe-eval', async () => {
    const rules = await writeHeadersFile(await fakeBuild(), demo);
    const scriptSrc = directive(csp(rules, '/'), 'script-src');
    expect(scriptSrc).toEqual([
      "'self'",
      ...[scriptHash("if(location.pathname!=='/'){}"), scriptHash('\nwindow.x=1\n')].sort(),
    ]);
    expect(csp(rules, '/')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // What a server reads back is what was written.
    expect(readHeaderRules(dist)).toEqual(parseHeadersFile(formatHeadersFile(rules, 'comment')));
  });

  it('changes the hash when an inline script changes', async () => {
    const before = directive(
      csp(await writeHeadersFile(await fakeBuild(), demo), '/'),
      'script-src',
    );
    await rm(dist, { recursive: true, force: true });
    const after = directive(
      csp(await writeHeadersFile(await fakeBuild("if(location.pathname!=='/legal'){}"), demo), '/'),
      'script-src',
    );
    expect(after).not.toEqual(before);
    expect(after).toContain(scriptHash("if(location.pathname!=='/legal'){}"));
    expect(after).not.toContain(scriptHash("if(location.pathname!=='/'){}"));
  });

  it.runIf(existsSync(path.join('dist', HEADERS_FILE)))(
    'holds the hash of every inline script in the last build’s dist/',
    async () => {
      const rules = parseHeadersFile(readFileSync(path.join('dist', HEADERS_FILE), 'utf8'));
      const scriptSrc = directive(csp(rules, '/'), 'script-src');
      const pages = (await readdir('dist', { recursive: true })).filter((file) =>
        file.endsWith('.html'),
      );
      let scripts = 0;
      for (const page of pages) {
        for (const script of inlineScripts(await readFile(path.join('dist', page), 'utf8'))) {
          scripts += 1;
          expect(scriptSrc, page).toContain(scriptHash(script));
        }
      }
      expect(scripts).toBeGreaterThan(0);
    },
  );

  it('lets the page call the Supabase project of the build’s environment, over https and wss', () => {
    const connect = (url: string) =>
      directive(
        csp(headerRules(policySettingsFrom({ VITE_SUPABASE_URL: url }), []), '/'),
        'connect-src',
      );
    expect(connect('https://abcd.supabase.co/')).toEqual([
      "'self'",
      'https://abcd.supabase.co',
      'wss://abcd.supabase.co',
    ]);
    expect(connect('http://127.0.0.1:54321')).toEqual([
      "'self'",
      'http://127.0.0.1:54321',
      'ws://127.0.0.1:54321',
    ]);
    expect(directive(csp(headerRules(demo, []), '/'), 'connect-src')).toEqual(["'self'"]);
  });

  it('names Stripe.js’s script and frame hosts for the payment route only, and its API when configured', () => {
    const rules = headerRules(hostedWithStripe, []);
    const payment = csp(rules, '/payment-gateway');
    expect(directive(payment, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(payment, 'frame-src')).toEqual([
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    for (const other of ['/', '/dashboard', '/mi-plan', '/recibo/PAY-1', '/payment-gateway/x']) {
      expect(directive(csp(rules, other), 'script-src'), other).not.toContain(
        'https://js.stripe.com',
      );
      expect(directive(csp(rules, other), 'frame-src'), other).toEqual(["'none'"]);
      expect(directive(csp(rules, other), 'connect-src'), other).toContain(
        'https://api.stripe.com',
      );
    }
    const withoutStripe = headerRules(policySettingsFrom({ VITE_STRIPE_PUBLISHABLE_KEY: '' }), []);
    expect(csp(withoutStripe, '/payment-gateway')).not.toContain('stripe.com');
  });

  it('sends the fixed directives, the security headers, the report endpoint and the caching', () => {
    const rules = headerRules(
      policySettingsFrom({ CSP_REPORT_URI: 'https://reports.example/csp' }),
      [],
    );
    const page = headersForPath(rules, '/agenda');
    for (const fixed of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
      'report-uri https://reports.example/csp',
      'report-to csp',
    ]) {
      expect(page['Content-Security-Policy']!.split('; ')).toContain(fixed);
    }
    expect(page).toMatchObject({
      'Reporting-Endpoints': 'csp="https://reports.example/csp"',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cache-Control': 'no-cache',
    });
    expect(page['Permissions-Policy']).toContain('camera=(), microphone=(), geolocation=()');
    expect(headersForPath(rules, '/assets/index-abc.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('matches paths as Netlify and Cloudflare Pages do', () => {
    expect(pathMatches('/*', '/')).toBe(true);
    expect(pathMatches('/assets/*', '/assets/a/b.js')).toBe(true);
    expect(pathMatches('/assets/*', '/assetsx.js')).toBe(false);
    expect(pathMatches('/recibo/:id', '/recibo/PAY-1')).toBe(true);
    expect(pathMatches('/recibo/:id', '/recibo/PAY-1/x')).toBe(false);
    expect(pathMatches('/payment-gateway', '/payment-gateway.html')).toBe(false);
  });
});

describe('the servers of a build', () => {
  it('send dist/_headers for each path, as the e2e and benchmark servers and npm start do', async () => {
    await writeHeadersFile(await fakeBuild(), hostedWithStripe);
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
    await writeFile(path.join(dist, 'app.html'), '<div id="root"></div>');
    const { createServer } = await import('node:http');
    const { staticFileHandler } = await import('../../../scripts/lib/staticFiles');
    const server = createServer(
      staticFileHandler(
        () => dist,
        async (file) => ({ body: await readFile(file) }),
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const head = (urlPath: string) =>
      fetch(`http://127.0.0.1:${port}${urlPath}`, { method: 'HEAD' }).then((response) => ({
        status: response.status,
        csp: response.headers.get('content-security-policy') ?? '',
        cache: response.headers.get('cache-control'),
        hsts: response.headers.get('strict-transport-security'),
      }));
    try {
      const page = await head('/recibo/PAY-1');
      expect(page).toMatchObject({ status: 200, cache: 'no-cache' });
      expect(page.hsts).toBe('max-age=31536000; includeSubDomains');
      expect(page.csp).toContain('wss://abcd.supabase.co');
      expect(page.csp).not.toContain('js.stripe.com');
      expect((await head('/payment-gateway')).csp).toContain('https://js.stripe.com');
      expect((await head('/assets/index-abc.js')).cache).toBe(
        'public, max-age=31536000, immutable',
      );
      expect((await head('/_headers')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('npm start (vite preview)', () => {
  it('sends dist/_headers for each path, its Cache-Control over the preview’s own', async () => {
    await writeHeadersFile(await fakeBuild(), hostedWithStripe);
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
    const { preview } = await import('vite');
    const { securityHeadersPlugin } = await import('../../../scripts/build/headersFile');
    const server = await preview({
      configFile: false,
      root: dist,
      logLevel: 'silent',
      plugins: [securityHeadersPlugin()],
      build: { outDir: dist },
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const base = server.resolvedUrls?.local[0] ?? '';
      const head = async (urlPath: string) => (await fetch(new URL(urlPath, base))).headers;
      const page = await head('/');
      expect(page.get('content-security-policy')).toContain(scriptHash('\nwindow.x=1\n'));
      expect(page.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(page.get('cache-control')).toBe('no-cache');
      expect((await head('/payment-gateway')).get('content-security-policy')).toContain(
        'https://js.stripe.com',
      );
      expect((await head('/assets/index-abc.js')).get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
    } finally {
      await server.close();
    }
  });
});
