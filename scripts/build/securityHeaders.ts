// The HTTP headers every host must send with the build (issue 42), written by the build to
// dist/_headers (the format Netlify and Cloudflare Pages read) and read back by `npm start` (vite
// preview) and the e2e and benchmark servers (scripts/lib/staticFiles.ts), so that what the tests see
// is what a host sends. docs/hosting.md explains each header and gives the same for nginx.
//
// The Content-Security-Policy is made from the build itself: script-src allows the build's own files
// and the SHA-256 hash of each inline <script> the prerender writes (the fallback guard of the
// public pages), nothing else; connect-src the configured Supabase project (https and wss) and, with
// Stripe configured, Stripe's API; Stripe.js's script and frame hosts only on the payment route.
import { createHash } from 'node:crypto';

/** The route that loads Stripe.js (src/app/routes.ts); only its policy names Stripe's script hosts. */
export const PAYMENT_ROUTE = '/payment-gateway';

/** What the policy depends on besides the build's HTML. */
export interface PolicySettings {
  /** VITE_SUPABASE_URL, or empty in demo mode. */
  readonly supabaseUrl?: string;
  /** Whether a Stripe publishable key is set (VITE_STRIPE_PUBLISHABLE_KEY). */
  readonly stripe: boolean;
  /** Stripe's API for the page's requests (the e2e tests give their Stripe-shaped test server). */
  readonly stripeApiOrigin?: string;
  /** CSP_REPORT_URI: where browsers report violations (report-uri and a Reporting-Endpoints name). */
  readonly reportUri?: string;
  /** CSP_CONNECT_SRC: more origins the page may call, separated by spaces. */
  readonly extraConnectSrc?: readonly string[];
}

export const STRIPE_API = 'https://api.stripe.com';
/** Stripe.js and its frames (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_SCRIPT_HOSTS = ['https://js.stripe.com'] as const;
export const STRIPE_FRAME_HOSTS = ['https://js.stripe.com', 'https://hooks.stripe.com'] as const;

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The text of every inline <script> (one without src) in an HTML file. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((text) => text.length > 0);
}

/** The CSP source for a script's exact text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of a URL and its WebSocket twin (https → wss), for Supabase's REST and Realtime. */
export function originAndSocket(url: string): string[] {
  const origin = new URL(url).origin;
  const socket = origin.replace(/^http(s?):/, 'ws$1:');
  return [origin, socket];
}

export type Policy = ReadonlyArray<readonly [directive: string, ...sources: string[]]>;

/** The policy as a header value. */
export function formatPolicy(policy: Policy): string {
  return policy.map((directive) => directive.join(' ')).join('; ');
}

/** The Content-Security-Policy for every route, or with Stripe.js's hosts for the payment route. */
export function contentSecurityPolicy(
  settings: PolicySettings,
  scriptHashes: readonly string[],
  route: 'app' | 'payment',
): Policy {
  const stripeOnPage = settings.stripe && route === 'payment';
  const supabase = settings.supabaseUrl ? originAndSocket(settings.supabaseUrl) : [];
  const stripeApi = settings.stripe ? [settings.stripeApiOrigin ?? STRIPE_API] : [];
  const policy: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...[...new Set(scriptHashes)].sort(),
      ...(stripeOnPage ? STRIPE_SCRIPT_HOSTS : []),
    ],
    // Radix's scroll lock (react-remove-scroll-bar, every dialog) adds a <style> element at run time
    // whose text holds the measured scrollbar width, so no hash can cover it, and a static host has
    // no nonce to give (the charts' resize detector adds one too). Scripts stay strict.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...supabase, ...stripeApi, ...(settings.extraConnectSrc ?? [])],
    // The ICU warm-up worker is inlined by Vite (`?worker&inline`): a blob: URL.
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['frame-src', ...(stripeOnPage ? STRIPE_FRAME_HOSTS : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  if (settings.reportUri) {
    policy.push(['report-uri', settings.reportUri], ['report-to', 'csp']);
  }
  return policy;
}

/** One block of a _headers file: a path pattern, headers to drop first (`! Name`), headers to set. */
export interface HeaderRule {
  readonly path: string;
  readonly detach?: readonly string[];
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
}

const securityHeaders: ReadonlyArray<readonly [string, string]> = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  [
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * The rules of dist/_headers, in order: every path gets the security headers, the policy and
 * revalidation; the payment route its own policy; hashed assets a year. A later rule replaces an
 * earlier rule's header (Netlify's behaviour); the `! Name` lines tell Cloudflare Pages, which would
 * otherwise join both values with a comma, to drop the earlier one.
 */
export function headerRules(
  settings: PolicySettings,
  scriptHashes: readonly string[],
): HeaderRule[] {
  const csp = (route: 'app' | 'payment') =>
    formatPolicy(contentSecurityPolicy(settings, scriptHashes, route));
  const reporting: Array<[string, string]> = settings.reportUri
    ? [['Reporting-Endpoints', `csp="${settings.reportUri}"`]]
    : [];
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', csp('app')],
        ...reporting,
        ...securityHeaders,
        ['Cache-Control', 'no-cache'],
      ],
    },
    {
      path: '/assets/*',
      detach: ['Cache-Control'],
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
  ];
  if (settings.stripe) {
    for (const path of [PAYMENT_ROUTE, `${PAYMENT_ROUTE}.html`]) {
      rules.push({
        path,
        detach: ['Content-Security-Policy'],
        headers: [['Content-Security-Policy', csp('payment')]],
      });
    }
  }
  return rules;
}

/** The _headers file's text. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    lines.push('', rule.path);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a _headers file back (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; detach: string[]; headers: Array<[string, string]> }> = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: line, detach: [], headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header before any path: ${line}`);
    if (line.startsWith('!')) {
      rule.detach.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`_headers: not a header: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a _headers path pattern (`*` any text, `:name` one segment) matches a URL path. */
export function pathMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`).test(urlPath);
}

/** The headers for a URL path: each matching rule in order drops, then replaces, headers. */
export function headersForPath(
  rules: readonly HeaderRule[],
  urlPath: string,
): Record<string, string> {
  const headers = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const name of rule.detach ?? []) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries([...headers.values()]);
}
