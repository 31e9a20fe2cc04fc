// Hosted sign-in uses the PKCE flow, so this app's own sign-in never brings a session in the
// address: a fragment carrying tokens (`#access_token=…`, the implicit flow's answer) is someone
// else's session put in a link (login CSRF). It leaves the address before supabase-js starts, so it
// is neither used nor kept in the browser's history.

const SESSION_FIELDS = [
  'access_token',
  'refresh_token',
  'provider_token',
  'provider_refresh_token',
];

/** The address without its fragment when the fragment carries session tokens; otherwise null. */
export function withoutSessionFragment(href: string): string | null {
  const hashAt = href.indexOf('#');
  if (hashAt === -1) return null;
  const fields = new URLSearchParams(href.slice(hashAt + 1));
  if (!SESSION_FIELDS.some((field) => fields.has(field))) return null;
  return href.slice(0, hashAt);
}

/** Drops a session fragment from the page's address (browser only). */
export function dropSessionFragment(): void {
  const clean = withoutSessionFragment(window.location.href);
  if (clean !== null) window.history.replaceState(window.history.state, '', clean);
}
