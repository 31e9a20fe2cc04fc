// Runs the PBKDF2 derivation in a Web Worker, and on the page itself where no worker can start (tests
// in Node, a browser that refuses the worker): WebCrypto is asynchronous either way.
import type { DerivationReply, DerivationRequest } from './demoPassword.worker';
import { pbkdf2Sha256, type Pbkdf2Request } from './pbkdf2';

interface Pending {
  readonly resolve: (bits: Uint8Array<ArrayBuffer>) => void;
  readonly reject: (error: Error) => void;
  readonly request: Pbkdf2Request;
}

let worker: Worker | null = null;
let workerFailed = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  if (typeof Worker === 'undefined') {
    workerFailed = true;
    return null;
  }
  try {
    worker = new Worker(new URL('./demoPassword.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<DerivationReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('bits' in reply) waiting.resolve(reply.bits);
    else waiting.reject(new Error(reply.error));
  });
  // A worker that cannot load (offline before its file was cached) hands its work to the page.
  worker.addEventListener('error', () => {
    workerFailed = true;
    worker?.terminate();
    worker = null;
    const stranded = [...pending.values()];
    pending.clear();
    for (const waiting of stranded)
      pbkdf2Sha256(waiting.request).then(waiting.resolve, waiting.reject);
  });
  return worker;
}

export function derivePasswordKey(request: Pbkdf2Request): Promise<Uint8Array<ArrayBuffer>> {
  const running = startWorker();
  if (!running) return pbkdf2Sha256(request);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, request });
    running.postMessage({ id, ...request } satisfies DerivationRequest);
  });
}
