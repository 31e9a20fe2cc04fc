import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { toastStore } from '../../state/toasts';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** Loads the toast library only once the first toast is shown, keeping it off the landing page. */
export function LazyToaster() {
  const { current } = useSnapshot(toastStore);
  const [needed, setNeeded] = useState(false);
  if (current !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
