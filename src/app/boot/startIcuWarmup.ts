// Starts the worker that pays ICU's start-up off the main thread (src/app/boot/icuWarmup.ts). Kept apart
// from it so the app's entry does not load the formatting code the worker uses.
//
// The worker only helps if it has finished before the page's own first use of Intl: the first use on
// the main thread while the worker is still starting ICU pays the whole start-up again (measured in
// Lighthouse's traces of issue 44: 180 of a 250 ms task on /dashboard, the worker's script not yet
// run). So the entry waits for the worker's word before the first render, up to a limit.

/** The worker's message once it has used Intl. */
export const ICU_WARM_MESSAGE = 'icu-warm';

/**
 * The longest the first render waits for the worker. Its start-up and ICU's take 30–300 ms on this
 * machine while the page's code downloads; past this limit the page draws and pays ICU itself.
 */
export const ICU_WARMUP_WAIT_MS = 1000;

/**
 * Starts the warm-up worker and resolves once it has used Intl, or it failed, or after
 * ICU_WARMUP_WAIT_MS; at once where no worker can start (an old browser, a refused worker), where the
 * page simply pays ICU's start-up itself, as it would without this. Never rejects.
 */
export function startIcuWarmup(
  startWorker: () => Worker,
  waitAtMostMs = ICU_WARMUP_WAIT_MS,
): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    // Nothing is lost: Intl still works on the page, only its first use is slower.
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, waitAtMostMs);
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener('error', done, { once: true });
  });
}
