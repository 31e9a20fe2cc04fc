// A modal dialog on Radix (focus trap, Escape, outside click, labelling), styled from the theme.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../content/messages';
import * as styles from './Dialog.css';

export interface DialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  /** Read with the title by screen readers; omit it only when the body says what the dialog is for. */
  readonly description?: ReactNode;
  /** The accessible name of the close button ('Cerrar' unless said otherwise). */
  readonly closeLabel?: string;
  readonly children?: ReactNode;
  /** Buttons at the bottom, lined up at the end (stacked on narrow screens). */
  readonly actions?: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = t('app.dialogClose'),
  children,
  actions,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <X aria-hidden="true" size={22} />
            </RadixDialog.Close>
          </div>
          {description !== undefined && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
