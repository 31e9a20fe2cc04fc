import { lazy, Suspense, useState } from 'react';
import type { ToasterProps } from './Toaster';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** Loads the toast library only once the first toast is shown, keeping it off the landing page. */
export function LazyToaster({ toast, onDismiss }: ToasterProps) {
  const [needed, setNeeded] = useState(false);
  if (toast !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toast={toast} onDismiss={onDismiss} />
    </Suspense>
  );
}
