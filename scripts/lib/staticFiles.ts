// What every static server of the project's builds sends beside a file (the benchmarks' HTTPS server
// and the end-to-end tests' plain one): its content type, and the caching the README asks of a host.

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type for a file extension ('.js'). */
export function contentTypeOf(extension: string): string {
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** Hashed assets forever, everything else revalidated. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
