import { Route, Switch } from 'wouter';
import { AuthProvider } from '../auth/AuthProvider';
import { lazyPage } from './lazyPage';
import { RequireAuth } from './RequireAuth';
import { authRoutes, memberRoutes } from './routes';
import { MemberShell } from './shell/MemberShell';

/** Login, register and every member route: the part of the app that needs the auth back-end. */
export default function AuthArea() {
  return (
    <AuthProvider>
      <Switch>
        {authRoutes.map((route) => (
          <Route key={route.path} path={route.path} component={lazyPage(route.load)} />
        ))}
        {memberRoutes.map((route) => {
          const Page = lazyPage(route.load);
          return (
            <Route key={route.path} path={route.path}>
              <RequireAuth>
                <MemberShell route={route}>
                  <Page />
                </MemberShell>
              </RequireAuth>
            </Route>
          );
        })}
      </Switch>
    </AuthProvider>
  );
}
