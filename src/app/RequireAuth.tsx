import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAuth } from '../auth/useAuth';
import { Spinner } from '../ui/Spinner/Spinner';
import { t } from '../content/messages';
import { routePaths } from '../content/routePaths';

/** Member routes: a spinner while the session loads, /login when signed out. */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner label={t('app.loadingSession')} />;
  if (status === 'signedOut') return <Redirect to={routePaths.login} replace />;
  return <>{children}</>;
}
