// Chromium driven over the DevTools protocol with as little of DevTools switched on as a page load
// allows: the `Page` domain (scripts before the page's own, navigation) and `Emulation` settings, and
// nothing else. Playwright enables `Runtime`, and with it V8 records where every
// `Error` was created, reparsing whole functions and modules for their source positions on the first
// `Error` of each — work a phone without DevTools never does (docs/performance.md, fifth pass).
// Results are read with `Runtime.evaluate`, which does not need `Runtime.enable`.
//
// The browser speaks through `--remote-debugging-pipe`: it reads commands from its fd 3 and writes
// messages to its fd 4, each a JSON text ended by a NUL byte. No websocket, no dependency: the CDP
// clients on npm either enable `Runtime` themselves (Playwright, Puppeteer) or speak only websocket.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Collects the pipe's bytes and hands back each complete message (the text before a NUL byte). */
export class NulFramedReader {
  private pending: Buffer[] = [];

  push(chunk: Buffer): string[] {
    const messages: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(0); end !== -1; end = chunk.indexOf(0, start)) {
      this.pending.push(chunk.subarray(start, end));
      messages.push(Buffer.concat(this.pending).toString('utf8'));
      this.pending = [];
      start = end + 1;
    }
    if (start < chunk.length) this.pending.push(chunk.subarray(start));
    return messages;
  }
}

/** One message as the pipe carries it. */
export const nulFramed = (message: string): Buffer =>
  Buffer.concat([Buffer.from(message, 'utf8'), Buffer.from([0])]);

/** The commands this driver sends: parameters and result (only the fields it reads). */
export interface CdpCommands {
  'Browser.close': { params: Record<string, never>; result: Record<string, never> };
  'Target.createBrowserContext': {
    params: { disposeOnDetach?: boolean };
    result: { browserContextId: string };
  };
  'Target.disposeBrowserContext': {
    params: { browserContextId: string };
    result: Record<string, never>;
  };
  'Target.createTarget': {
    params: { url: string; browserContextId?: string };
    result: { targetId: string };
  };
  'Target.attachToTarget': {
    params: { targetId: string; flatten: true };
    result: { sessionId: string };
  };
  'Page.enable': { params: Record<string, never>; result: Record<string, never> };
  'Runtime.enable': { params: Record<string, never>; result: Record<string, never> };
  'Page.addScriptToEvaluateOnNewDocument': {
    params: { source: string };
    result: { identifier: string };
  };
  'Page.navigate': { params: { url: string }; result: { frameId: string; errorText?: string } };
  'Emulation.setDeviceMetricsOverride': {
    params: { width: number; height: number; deviceScaleFactor: number; mobile: boolean };
    result: Record<string, never>;
  };
  'Emulation.setTouchEmulationEnabled': {
    params: { enabled: boolean; maxTouchPoints?: number };
    result: Record<string, never>;
  };
  'Emulation.setUserAgentOverride': {
    params: { userAgent: string; acceptLanguage?: string };
    result: Record<string, never>;
  };
  'Emulation.setLocaleOverride': { params: { locale: string }; result: Record<string, never> };
  'Emulation.setTimezoneOverride': {
    params: { timezoneId: string };
    result: Record<string, never>;
  };
  'Emulation.setCPUThrottlingRate': { params: { rate: number }; result: Record<string, never> };
  'Runtime.evaluate': {
    params: { expression: string; returnByValue: true; awaitPromise?: boolean };
    result: {
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
  };
}

export type CdpMethod = keyof CdpCommands;
type Params<M extends CdpMethod> = CdpCommands[M]['params'];
type Result<M extends CdpMethod> = CdpCommands[M]['result'];

interface Reply {
  id?: number;
  method?: string;
  sessionId?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

/**
 * Commands and their replies over one message channel (the pipe, or a test's array): each command
 * gets an id, its reply settles the promise. Events are dropped unless a wait asks for them.
 */
export class CdpConnection {
  private lastId = 0;
  private readonly replies = new Map<
    number,
    { method: string; resolve: (result: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly eventWaits = new Set<(reply: Reply) => boolean>();
  private closedBecause: Error | undefined;

  constructor(private readonly write: (message: string) => void) {}

  send<M extends CdpMethod>(method: M, params: Params<M>, sessionId?: string): Promise<Result<M>> {
    if (this.closedBecause) return Promise.reject(this.closedBecause);
    const id = ++this.lastId;
    return new Promise<Result<M>>((resolve, reject) => {
      this.replies.set(id, { method, resolve: (result) => resolve(result as Result<M>), reject });
      this.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  /** The next event named `method` (of this session, if given), or a rejection after `timeoutMs`. */
  waitForEvent(method: string, sessionId: string | undefined, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const matches = (reply: Reply): boolean => {
        if (reply.method !== method || (sessionId && reply.sessionId !== sessionId)) return false;
        clearTimeout(timer);
        resolve(reply.params);
        return true;
      };
      const timer = setTimeout(() => {
        this.eventWaits.delete(matches);
        reject(new Error(`${method}: no event within ${timeoutMs} ms`));
      }, timeoutMs).unref();
      this.eventWaits.add(matches);
    });
  }

  /** Hands one message from the browser to whoever waits for it. */
  receive(text: string): void {
    const reply = JSON.parse(text) as Reply;
    if (reply.id !== undefined) {
      const waiting = this.replies.get(reply.id);
      if (!waiting) return;
      this.replies.delete(reply.id);
      if (reply.error) waiting.reject(new Error(`${waiting.method}: ${reply.error.message}`));
      else waiting.resolve(reply.result);
      return;
    }
    for (const wait of this.eventWaits) if (wait(reply)) this.eventWaits.delete(wait);
  }

  /** Fails every command still waiting, and every later one. */
  close(reason: Error): void {
    this.closedBecause ??= reason;
    for (const waiting of this.replies.values()) waiting.reject(reason);
    this.replies.clear();
  }
}

export interface BarePageSettings {
  width: number;
  height: number;
  deviceScaleFactor: number;
  mobile: boolean;
  locale: string;
  timezoneId: string;
  cpuSlowdown: number;
  /** Scripts that run in every document before its own scripts, in this order. */
  initScripts: readonly string[];
  /** Also enable `Runtime`, as Playwright does: a check that it is what makes the difference. */
  enableRuntime?: boolean;
}

export interface BarePage {
  /** Navigates and waits for the load event; `Page.navigate`'s own error fails it. */
  goto(url: string, timeoutMs?: number): Promise<void>;
  /** The expression's value (awaited if a promise), copied out as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

export interface BareChromium {
  /** A page in a browser context of its own (fresh storage and cache), set up as asked. */
  newPage(settings: BarePageSettings): Promise<BarePage>;
  close(): Promise<void>;
}

/** What Playwright's `serviceWorkers: 'block'` does, so both drivers load the same work. */
const blockServiceWorkers = `if (self.ServiceWorkerContainer) {
  ServiceWorkerContainer.prototype.register = async () => undefined;
}`;

const playwrightLikeSwitches = [
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

export async function launchBareChromium(
  executablePath: string,
  args: readonly string[],
): Promise<BareChromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'vita365-bare-chromium-'));
  const browser = spawn(
    executablePath,
    [
      ...args,
      '--headless',
      // What Playwright's own launch adds, so that both browsers run pages alike.
      ...playwrightLikeSwitches,
      '--ignore-certificate-errors',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      // Pages come from Target.createTarget; a startup window would be one more renderer.
      '--no-startup-window',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = browser.stdio[3] as Writable;
  const messages = browser.stdio[4] as Readable;
  const connection = new CdpConnection((message) => commands.write(nulFramed(message)));
  const reader = new NulFramedReader();
  messages.on('data', (chunk: Buffer) => {
    for (const message of reader.push(chunk)) connection.receive(message);
  });
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  void exited.then(() => connection.close(new Error('Chromium exited')));
  browser.once('error', (error) => connection.close(error));

  async function newPage(settings: BarePageSettings): Promise<BarePage> {
    const { browserContextId } = await connection.send('Target.createBrowserContext', {
      disposeOnDetach: true,
    });
    const { targetId } = await connection.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await connection.send('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const send = <M extends CdpMethod>(method: M, params: Params<M>) =>
      connection.send(method, params, sessionId);
    await send('Page.enable', {});
    if (settings.enableRuntime) await send('Runtime.enable', {});
    for (const source of [blockServiceWorkers, ...settings.initScripts]) {
      await send('Page.addScriptToEvaluateOnNewDocument', { source });
    }
    await send('Emulation.setDeviceMetricsOverride', {
      width: settings.width,
      height: settings.height,
      deviceScaleFactor: settings.deviceScaleFactor,
      mobile: settings.mobile,
    });
    await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    // An empty user agent keeps the browser's own; the language goes into Accept-Language.
    await send('Emulation.setUserAgentOverride', {
      userAgent: '',
      acceptLanguage: settings.locale,
    });
    await send('Emulation.setLocaleOverride', { locale: settings.locale });
    await send('Emulation.setTimezoneOverride', { timezoneId: settings.timezoneId });
    await send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });
    return {
      async goto(url, timeoutMs = 120_000) {
        await Promise.all([
          connection.waitForEvent('Page.loadEventFired', sessionId, timeoutMs),
          send('Page.navigate', { url }).then(({ errorText }) => {
            if (errorText) throw new Error(`${url}: ${errorText}`);
          }),
        ]);
      },
      async evaluate<T>(expression: string) {
        const { result, exceptionDetails } = await send('Runtime.evaluate', {
          expression,
          returnByValue: true,
          awaitPromise: true,
        });
        if (exceptionDetails) {
          throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
        }
        return result.value as T;
      },
      async close() {
        await connection.send('Target.disposeBrowserContext', { browserContextId });
      },
    };
  }

  async function close(): Promise<void> {
    await connection.send('Browser.close', {}).catch(() => undefined);
    const killed = setTimeout(() => browser.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killed);
    await rm(profile, { recursive: true, force: true });
  }

  return { newPage, close };
}
