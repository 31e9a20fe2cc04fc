import { useSnapshot } from 'valtio';
import { dismissToast, toastStore } from '../state/toasts';
import { LazyToaster } from '../ui/Toaster/LazyToaster';

/** Hands the toast store's current toast to the toaster, which knows nothing of the store. */
export function ToastOutlet() {
  const { current } = useSnapshot(toastStore);
  return <LazyToaster toast={current} onDismiss={dismissToast} />;
}
