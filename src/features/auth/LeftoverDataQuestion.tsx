import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { leftoverQuestion } from '../../auth/demoLeftoverQuestion';

// Its own chunk: the dialog is needed once per phone at most.
const LeftoverDataDialog = lazy(() => import('./LeftoverDataDialog'));

/** '¿Estos datos son tuyos?', while a sign-in waits for the answer (demo mode). */
export function LeftoverDataQuestion() {
  const { open } = useSnapshot(leftoverQuestion);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LeftoverDataDialog />
    </Suspense>
  );
}
