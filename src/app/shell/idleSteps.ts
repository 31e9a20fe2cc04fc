// Start-up work a member page can do once it is drawn: each step runs in an idle period of its own
// (requestIdleCallback, or a timer where the browser has none), one after another, so none of them
// lengthens the page's first tasks and no two of them add up to one long task. A step that throws does
// not stop the ones after it. `timeoutMs` bounds the wait for each idle period on a busy page.

/** How long a step waits at most for the page to be idle. */
export const IDLE_STEP_TIMEOUT_MS = 2_000;

export type CancelIdleSteps = () => void;

function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

/** Runs the steps in order, each in its own idle period; the returned function cancels the rest. */
export function runInIdleSteps(
  steps: readonly (() => void)[],
  timeoutMs: number = IDLE_STEP_TIMEOUT_MS,
): CancelIdleSteps {
  let cancelled = false;
  let cancelCurrent: (() => void) | undefined;
  const runFrom = (index: number): void => {
    const step = steps[index];
    if (cancelled || step === undefined) return;
    cancelCurrent = whenIdle(() => {
      try {
        step();
      } finally {
        runFrom(index + 1);
      }
    }, timeoutMs);
  };
  runFrom(0);
  return () => {
    cancelled = true;
    cancelCurrent?.();
  };
}
