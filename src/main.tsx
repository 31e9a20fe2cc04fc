import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/App';
import { startIcuWarmup } from './app/boot/startIcuWarmup';
import IcuWarmupWorker from './app/boot/icuWarmup.worker?worker&inline';
import { isMemberPath, preloadRoute } from './app/preloadRoute';
import { browserPersistenceEnvironment, startPersistence } from './state/persistence';
import { toastStore } from './state/toasts';
import './styles/global.css';

startPersistence(browserPersistenceEnvironment());

// A page's first use of Intl starts ICU, a long task on a phone. Every member page uses Intl (the
// member's time zone, dates), so a worker pays that start-up while the page's code downloads, off the
// main thread (src/app/boot/icuWarmup.ts). Inline: a worker file of its own would wait for a request.
// The first render waits for it (at most a second): before it is done, the page's first use of Intl
// would pay ICU's start-up all the same, inside the render's task.
const icuWarm = isMemberPath(window.location.pathname)
  ? startIcuWarmup(() => new IcuWarmupWorker())
  : Promise.resolve();

// Production builds only (the dev server's modules cannot be precached), and in a chunk of its own
// so the landing page pays almost nothing for it: scripts/bench/budget.ts reports its weight.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./app/boot/startServiceWorker').then((module) =>
    module.startServiceWorker(navigate, () => {
      void import('./features/offline/mountUpdatePrompt').then((prompt) =>
        prompt.mountUpdatePrompt(),
      );
    }),
  );
}

/** localStorage, or null where reading it throws (blocked storage). */
function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Draws the app into #root: hydrates a prerendered public page, or renders any other. */
function renderApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root en index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Public pages arrive prerendered (scripts/build/prerender.ts). That markup is only hydrated on the path
  // it was rendered for: the same file is also the fallback for every other path (/dashboard…), and
  // the server markup never holds a toast, so a toast raised at start-up would not match it either.
  const prerenderedPath = container.dataset.prerendered;
  if (prerenderedPath === window.location.pathname && toastStore.current === null) {
    hydrateRoot(container, app);
    return;
  }
  // Another page's markup goes at once; the app shell's spinner stays until React's first commit.
  if (prerenderedPath !== undefined) container.replaceChildren();
  delete container.dataset.prerendered;
  document.documentElement.removeAttribute('data-spa-fallback');
  // A transition lets React draw the first page in small slices instead of one long task, so the
  // phone stays responsive (Lighthouse measured 400 to 900 ms of blocking time on member pages).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

/** Runs each step in a task of its own, in order. */
function runInTasks(steps: ReadonlyArray<() => void>): void {
  const [first, ...rest] = steps;
  if (!first) return;
  setTimeout(() => {
    first();
    runInTasks(rest);
  }, 0);
}

// Reading the app's code (react-dom, the shell) is a long task already: the route's downloads and the
// first render each get a task of their own after it. Together they made one task that Lighthouse
// counted at 100–115 ms on its phone; apart, none of the three reaches 75 ms. The render also waits
// for ICU's warm-up on member pages (above).
runInTasks([
  () => preloadRoute(window.location.pathname, storageOrNull()),
  () => void icuWarm.then(renderApp),
]);
