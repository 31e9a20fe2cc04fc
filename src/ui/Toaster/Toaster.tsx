import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { t } from '../../content/messages';
import type { Toast } from '../../domain/notice/toast';
import * as styles from './Toaster.css';

export interface ToasterProps {
  /** The toast to show, or null for none. */
  readonly toast: Toast | null;
  /** Called when the toast closes (timeout, swipe or the close button). */
  readonly onDismiss: (id: number) => void;
}

/** Renders the single current toast; keyed by id so a new toast replaces the old one. */
export function Toaster({ toast, onDismiss }: ToasterProps) {
  return (
    <RadixToast.Provider swipeDirection="up" label={t('app.toastRegionLabel')}>
      {toast && (
        <RadixToast.Root
          key={toast.id}
          className={styles.root[toast.variant]}
          duration={toast.durationMs}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={toast.variant}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className={styles.description}>
              {toast.description}
            </RadixToast.Description>
          )}
          {toast.action && (
            <RadixToast.Action
              className={styles.action}
              altText={toast.action.altText}
              onClick={toast.action.run}
            >
              {toast.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className={styles.close} aria-label={t('app.toastClose')}>
            <X aria-hidden="true" size={20} />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className={styles.viewport} label={t('app.toastViewportLabel')} />
    </RadixToast.Provider>
  );
}
