import { Suspense } from 'react';
import { Route, Switch, matchRoute, useLocation, useRouter } from 'wouter';
import { Spinner } from '../ui/Spinner/Spinner';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyPage } from './lazyPage';
import { authRoutes, loadAuthArea, memberRoutes, notFoundPage, publicRoutes } from './routes';
import { ToastOutlet } from './ToastOutlet';

const AuthArea = lazyPage(loadAuthArea);
const NotFoundPage = lazyPage(notFoundPage.load);
const authAreaPaths = [...authRoutes, ...memberRoutes].map((route) => route.path);

/** Public pages load alone; everything that needs a session loads the auth area with it. */
export function App() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const inAuthArea = authAreaPaths.some((path) => matchRoute(parser, path, location)[0]);

  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<Spinner />}>
        {inAuthArea ? (
          <AuthArea />
        ) : (
          <Switch>
            {publicRoutes.map((route) => (
              <Route key={route.path} path={route.path} component={lazyPage(route.load)} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        )}
      </Suspense>
      <ToastOutlet />
    </ErrorBoundary>
  );
}
