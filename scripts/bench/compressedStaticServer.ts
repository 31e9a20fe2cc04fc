// A small static server for the production build that serves as a real host does: HTTPS with HTTP/2
// (a self-signed certificate made with openssl for 127.0.0.1, so the browser must be told to accept
// it), compressed (brotli, else gzip, by the browser's Accept-Encoding), paths answered as
// scripts/build/appShellFallback.ts says. `vite preview` speaks HTTP/1.1 and gzips every response anew
// at its default level, which makes a slow-network benchmark measure the wrong thing. Files are
// compressed once, on first request, at the highest levels.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staticFileHandler } from '../lib/staticFiles.ts';

const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.webmanifest',
  '.json',
  '.txt',
]);

type Encoding = 'br' | 'gzip' | 'identity';

function pickEncoding(acceptEncoding: string): Encoding {
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/** A throwaway certificate for 127.0.0.1, valid for a day. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vita365-cert-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
      ].concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function startCompressedStaticServer(folder: string): Promise<StaticServer> {
  const root = path.resolve(folder);
  const cache = new Map<string, Buffer>();
  const body = async (file: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${file}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const raw = await readFile(file);
    const encoded =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    cache.set(key, encoded);
    return encoded;
  };

  const answer = staticFileHandler(
    () => root,
    async (file, request) => {
      const encoding = compressible.has(path.extname(file))
        ? pickEncoding(String(request.headers['accept-encoding'] ?? ''))
        : 'identity';
      return {
        body: await body(file, encoding),
        headers: {
          vary: 'Accept-Encoding',
          ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        },
      };
    },
  );
  const server = createSecureServer(
    { ...(await selfSignedCertificate()), allowHTTP1: true },
    answer,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
