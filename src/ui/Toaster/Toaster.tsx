import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { dismissToast, toastStore } from '../../state/toasts';
import * as styles from './Toaster.css';

/** Renders the single current toast; keyed by id so a new toast replaces the old one. */
export function Toaster() {
  const { current } = useSnapshot(toastStore);
  return (
    <RadixToast.Provider swipeDirection="up" label="Notificación">
      {current && (
        <RadixToast.Root
          key={current.id}
          className={styles.root[current.variant]}
          duration={current.durationMs}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={current.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
        >
          <RadixToast.Title className={styles.title}>{current.title}</RadixToast.Title>
          {current.description && (
            <RadixToast.Description className={styles.description}>
              {current.description}
            </RadixToast.Description>
          )}
          {current.action && (
            <RadixToast.Action
              className={styles.action}
              altText={current.action.altText}
              onClick={current.action.run}
            >
              {current.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className={styles.close} aria-label="Cerrar notificación">
            <X aria-hidden="true" size={20} />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className={styles.viewport} label="Notificaciones ({hotkey})" />
    </RadixToast.Provider>
  );
}
