// dist/_headers: written by every build (securityHeadersPlugin, after `vite build`) and again by
// scripts/build/prerender.ts once it has written the pages' inline scripts; read by the servers that serve
// a build (`npm start`, the e2e and benchmark servers: scripts/lib/staticFiles.ts). The rules are in
// scripts/build/securityHeaders.ts.
import { readFileSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadEnv } from 'vite';
import {
  formatHeadersFile,
  headerRules,
  headersForPath,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
  type HeaderRule,
  type PolicySettings,
} from './securityHeaders.ts';

export const HEADERS_FILE = '_headers';

type Env = Readonly<Record<string, string | undefined>>;

/** The policy's settings from the build's environment (VITE_* and the hosts' CSP_* variables). */
export function policySettingsFrom(env: Env): PolicySettings {
  const supabaseUrl = env.VITE_SUPABASE_URL?.trim() ?? '';
  const stripeKey = env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
  const reportUri = env.CSP_REPORT_URI?.trim() ?? '';
  const extra = (env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean);
  return {
    ...(supabaseUrl ? { supabaseUrl } : {}),
    // As src/features/payment/stripeSettings.ts: only a publishable key turns Stripe.js on.
    stripe: stripeKey.startsWith('pk_'),
    ...(reportUri ? { reportUri } : {}),
    ...(extra.length > 0 ? { extraConnectSrc: extra } : {}),
  };
}

/** The hashes of every inline script in the HTML files under `dist`. */
export async function buildScriptHashes(dist: string): Promise<string[]> {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const file of files) {
    for (const script of inlineScripts(await readFile(path.join(dist, file), 'utf8'))) {
      hashes.add(scriptHash(script));
    }
  }
  return [...hashes].sort();
}

/** Writes `dist/_headers` for the build in `dist` and returns its rules. */
export async function writeHeadersFile(
  dist: string,
  settings: PolicySettings,
): Promise<HeaderRule[]> {
  const rules = headerRules(settings, await buildScriptHashes(dist));
  await writeFile(
    path.join(dist, HEADERS_FILE),
    formatHeadersFile(
      rules,
      'Written by the build (scripts/build/securityHeaders.ts); docs/hosting.md explains each header.\nDo not edit: change the build settings or the generator and build again.',
    ),
  );
  return rules;
}

/** The rules of `root`/_headers, or none when the folder has no such file. */
export function readHeaderRules(root: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(path.join(root, HEADERS_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The headers `root`/_headers gives a URL path, read again whenever the file changes (a new build
 * under a running server).
 */
export function headersFromFile(): (root: string, urlPath: string) => Record<string, string> {
  const cache = new Map<string, { mtime: number; rules: HeaderRule[] }>();
  return (root, urlPath) => {
    const file = path.join(root, HEADERS_FILE);
    let mtime = -1;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      // No file: no headers.
    }
    let entry = cache.get(root);
    if (entry?.mtime !== mtime) {
      entry = { mtime, rules: mtime < 0 ? [] : readHeaderRules(root) };
      cache.set(root, entry);
    }
    return headersForPath(entry.rules, urlPath);
  };
}

/**
 * Writes dist/_headers after `vite build` (so builds that are not prerendered, such as the e2e
 * tests' configured builds, have it too), and makes `vite preview` (`npm start`) send it.
 */
export function securityHeadersPlugin(): Plugin {
  let outDir = '';
  let settings: PolicySettings = { stripe: false };
  let ssr = false;
  return {
    name: 'vita365:security-headers',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
      settings = policySettingsFrom({
        ...loadEnv(config.mode, config.envDir === false ? config.root : config.envDir, ''),
        ...process.env,
      });
    },
    async closeBundle() {
      if (ssr || !outDir || this.environment.name !== 'client') return;
      await writeHeadersFile(outDir, settings);
    },
    configurePreviewServer(server) {
      const root = path.resolve(server.config.root, server.config.build.outDir);
      const headersFor = headersFromFile();
      server.middlewares.use((request, response, next) => {
        const urlPath = new URL(request.originalUrl ?? request.url ?? '/', 'http://localhost')
          .pathname;
        const headers = headersFor(root, urlPath);
        // The preview's file server sets its own Cache-Control when it writes the head: ours win.
        const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => unknown;
        (response as { writeHead: (...args: unknown[]) => unknown }).writeHead = (
          ...args: unknown[]
        ) => {
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
          const last = args.at(-1);
          if (last && typeof last === 'object' && !Array.isArray(last)) {
            const given = last as Record<string, unknown>;
            for (const key of Object.keys(given)) {
              if (key.toLowerCase() in lowerKeys(headers)) delete given[key];
            }
          }
          return writeHead(...args);
        };
        next();
      });
    },
  };
}

const lowerKeys = (headers: Record<string, string>): Record<string, true> =>
  Object.fromEntries(Object.keys(headers).map((key) => [key.toLowerCase(), true as const]));
