// A member route used to load as a chain of lazy chunks: the entry, then the auth area, then the auth
// back-end, then the page, then (signed out) the login page. The entry calls this before the first
// render so that all of them are requested at once, one round after the entry; React.lazy then finds
// each module already on its way (the browser fetches a module once). Where the route's own HTML shell
// already preloads them (src/app/routeShells.ts), Vite's preload helper finds those links and adds none.
import { parse } from 'regexparam';
import { loadAuthBackend } from '../auth/loadAuthBackend';
import { hasStoredSession } from '../auth/storedSession';
import {
  authRoutes,
  loadAuthArea,
  loadReminderRunner,
  memberRoutes,
  type RouteEntry,
} from './routes';
import { routePaths } from '../content/routePaths';

const LOGIN_PATH = routePaths.login;

const matches = (route: RouteEntry, pathname: string): boolean =>
  parse(route.path).pattern.test(pathname);

/** True on a member route (behind the sign-in). */
export function isMemberPath(pathname: string): boolean {
  return memberRoutes.some((route) => matches(route, pathname));
}

/** What the entry starts fetching for this path; a failure shows later, where the page loads it. */
export function preloadRoute(pathname: string, storage: Storage | null): void {
  const member = memberRoutes.find((route) => matches(route, pathname));
  const auth = authRoutes.find((route) => matches(route, pathname));
  if (!member && !auth) return;
  const loads: Array<Promise<unknown>> = [loadAuthArea(), loadAuthBackend()];
  if (auth) loads.push(auth.load());
  if (member) {
    loads.push(member.load(), loadReminderRunner());
    const login = authRoutes.find((route) => route.path === LOGIN_PATH);
    if (login && !(storage && hasStoredSession(storage))) loads.push(login.load());
  }
  for (const load of loads) load.catch(() => undefined);
}
