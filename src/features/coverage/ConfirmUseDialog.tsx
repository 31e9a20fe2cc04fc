import { contact, telHref } from '../../content/contact';
import type { CoverageService } from '../../content/coverage';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import * as styles from './ConfirmUseDialog.css';

/** 'Confirmar Uso de Servicio': asked while the call to the assistance line is going on. */
export function ConfirmUseDialog({
  service,
  onConfirm,
  onDismiss,
}: {
  /** The pending service; the dialog is open while there is one. */
  readonly service: CoverageService | null;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}) {
  const line = contact.assistanceLine;
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title="Confirmar Uso de Servicio"
      description={
        <>
          ¿Usaste el servicio <strong>{service?.name}</strong>? Si es así, lo anotamos en tu
          registro personal.
        </>
      }
      actions={
        <>
          <Button tone="secondary" onClick={onDismiss}>
            No, no lo usé
          </Button>
          <Button onClick={onConfirm}>Sí, lo usé</Button>
        </>
      }
    >
      <p className={styles.dialHint}>
        Si no se abrió la llamada, marca a la {line.label}:{' '}
        <a href={telHref(line)} className={styles.number}>
          {line.display}
        </a>
      </p>
    </Dialog>
  );
}
