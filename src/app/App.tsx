import { Suspense } from 'react';
import { Route, Switch, matchRoute, useLocation, useRouter } from 'wouter';
import { Spinner } from '../ui/Spinner/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyPage } from './lazyPage';
import { authRoutes, loadAuthArea, memberRoutes, notFoundPage, publicRoutes } from './routes';
import { ToastOutlet } from './ToastOutlet';

const authAreaPaths = [...authRoutes, ...memberRoutes].map((route) => route.path);

/** Public pages load alone; everything that needs a session loads the auth area with it. */
export function App() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<Spinner />}>
        <AppRoutes />
      </Suspense>
      <ToastOutlet />
    </ErrorBoundary>
  );
}

/**
 * Below the error boundary, so that its 'Reintentar' renders this again: the pages are looked up on
 * each render, and a chunk that failed to load (lazyPage) is then fetched again.
 */
function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const inAuthArea = authAreaPaths.some((path) => matchRoute(parser, path, location)[0]);
  if (inAuthArea) return <Route component={lazyPage(loadAuthArea)} />;
  return (
    <Switch>
      {publicRoutes.map((route) => (
        <Route key={route.path} path={route.path} component={lazyPage(route.load)} />
      ))}
      <Route component={lazyPage(notFoundPage.load)} />
    </Switch>
  );
}
