// Which files each route's own HTML shell preloads. scripts/build/prerender.ts writes dist/<path>.html for
// every route without parameters (/agenda → agenda.html), the app shell with <link rel=modulepreload>
// for the auth area, the auth back-end and the page, so the browser requests all of them with the
// entry, straight from the HTML. preloadRoute() would otherwise append them from the entry's first
// task: about fifty <link> elements, a noticeable part of the longest task of a page's start on a
// phone. A path without a shell of its own (/recibo/…) is answered by app.html, and preloadRoute()
// still does the work there.
import { AUTH_BACKEND_MODULES } from '../auth/loadAuthBackend';
import {
  AUTH_AREA_MODULE,
  REMINDER_RUNNER_MODULE,
  authRoutes,
  memberRoutes,
  type RouteEntry,
} from './routes';
import { documentTitle } from '../ui/useDocumentMeta';

export interface RouteShell {
  readonly path: string;
  /** Where it is written under dist/: static hosts answer `/agenda` with `agenda.html`. */
  readonly file: string;
  /** Source modules whose JavaScript and CSS the shell preloads, as the build's manifest names them. */
  readonly modules: readonly string[];
  /** The browser-tab title while the page loads (the page then sets the same); app.html's otherwise. */
  readonly title?: string;
}

const hasParameters = (route: RouteEntry): boolean => route.path.includes(':');

/** One shell per login, register and member route without parameters, for the build's back-end. */
export function routeShells(backend: keyof typeof AUTH_BACKEND_MODULES): RouteShell[] {
  const authArea = [AUTH_AREA_MODULE, AUTH_BACKEND_MODULES[backend]];
  const shell = (route: RouteEntry, modules: string[], title?: string): RouteShell => ({
    path: route.path,
    file: `${route.path.slice(1)}.html`,
    modules,
    ...(title === undefined ? {} : { title }),
  });
  return [
    ...authRoutes.map((route) => shell(route, [...authArea, route.module])),
    ...memberRoutes
      .filter((route) => !hasParameters(route))
      .map((route) =>
        shell(
          route,
          [...authArea, route.module, REMINDER_RUNNER_MODULE],
          documentTitle(route.title),
        ),
      ),
  ];
}
