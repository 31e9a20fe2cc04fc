// The end-to-end tests' server for a build folder: files answered as a host answers them
// (scripts/build/appShellFallback.ts, scripts/lib/staticFiles.ts), over plain HTTP/1.1 on 127.0.0.1,
// uncompressed, each file read once. `vite preview` gzipped every response anew, which a test on
// the same machine does not need (over 60 specs: about 6 CPU seconds against 2.4 here), and sent
// hashed assets as no-cache, so every page load of a test asked for each of them again.
// The folder can be swapped, to serve a new build over the old one on one origin (offline spec).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { staticFileHandler } from '../../../scripts/lib/staticFiles';

export interface StaticServer {
  readonly url: string;
  /** Serves another build folder from now on, at the same origin. */
  serve(folder: string): void;
  close(): Promise<void>;
}

/** Serves `folder` on 127.0.0.1:`port` (0: any free port). */
export async function startStaticServer(folder: string, port = 0): Promise<StaticServer> {
  let root = path.resolve(folder);
  const files = new Map<string, Promise<Buffer>>();
  const content = (file: string): Promise<Buffer> => {
    let read = files.get(file);
    if (!read) {
      read = readFile(file);
      files.set(file, read);
      read.catch(() => files.delete(file));
    }
    return read;
  };
  const server = createServer(
    staticFileHandler(
      () => root,
      async (file) => ({ body: await content(file) }),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    serve: (next) => {
      root = path.resolve(next);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
