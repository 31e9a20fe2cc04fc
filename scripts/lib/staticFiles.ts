// What every static server of the project's builds shares (the benchmarks' HTTPS server and the
// end-to-end tests' plain one): which file answers a request (scripts/build/appShellFallback.ts), its
// content type, and the headers the build's dist/_headers gives its path (security headers and
// caching: scripts/build/headersFile.ts), so the tests see what a host sends. A folder without the file
// gets the caching docs/hosting.md asks of a host.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import path from 'node:path';
import { fileForPath } from '../build/appShellFallback.ts';
import { HEADERS_FILE, headersFromFile } from '../build/headersFile.ts';

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

/** The bytes a server sends for a file, with any headers of its own (Content-Encoding, Vary). */
export interface EncodedFile {
  readonly body: Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * A request handler that answers from the build folder `rootOf()` names (it may change between
 * requests): 404 for a missing file, else 200 with the bytes `encode` gives, the content type and
 * the host's caching; nothing but headers for HEAD.
 */
export function staticFileHandler(
  rootOf: () => string,
  encode: (file: string, request: IncomingMessage | Http2ServerRequest) => Promise<EncodedFile>,
): (
  request: IncomingMessage | Http2ServerRequest,
  response: ServerResponse | Http2ServerResponse,
) => void {
  const headersFor = headersFromFile();
  return (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    void (async () => {
      const root = rootOf();
      const file = urlPath === `/${HEADERS_FILE}` ? undefined : await fileForPath(root, urlPath);
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      const { body, headers } = await encode(file, request);
      // Lower-cased, so the file's Cache-Control replaces the fallback instead of being sent twice.
      const fromFile = Object.fromEntries(
        Object.entries(headersFor(root, urlPath)).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      );
      response.writeHead(200, {
        'content-type': contentTypeOf(path.extname(file)),
        'content-length': body.length,
        'cache-control': cacheControlFor(urlPath),
        ...fromFile,
        ...headers,
      });
      if (request.method === 'HEAD') response.end();
      else response.end(body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };
}
