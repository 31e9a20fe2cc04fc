// Starts the worker that pays ICU's start-up off the main thread (src/app/boot/icuWarmup.ts). Kept apart
// from it so the app's entry does not load the formatting code the worker uses.

/**
 * Starts the warm-up worker; where no worker can start (an old browser, a refused worker) the page
 * simply pays ICU's start-up itself, as it would without this.
 */
export function startIcuWarmup(startWorker: () => Worker): void {
  if (typeof Worker === 'undefined') return;
  try {
    startWorker();
  } catch {
    // Nothing is lost: Intl still works on the page, only its first use is slower.
  }
}
