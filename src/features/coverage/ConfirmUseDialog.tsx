import { contact, telHref } from '../../content/contact';
import type { CoverageService } from '../../content/coverage';
import { t } from '../../content/messages';
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
  // The service's name is bold inside the question: the text is cut where its {name} goes.
  const [beforeName = '', afterName = ''] = t('coverage.confirmQuestion').split('{name}');
  return (
    <Dialog
      open={service !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={t('coverage.confirmTitle')}
      description={
        <>
          {beforeName}
          <strong>{service?.name}</strong>
          {afterName}
        </>
      }
      actions={
        <>
          <Button tone="secondary" onClick={onDismiss}>
            {t('coverage.notUsed')}
          </Button>
          <Button onClick={onConfirm}>{t('coverage.used')}</Button>
        </>
      }
    >
      <p className={styles.dialHint}>
        {t('coverage.dialHint', { line: line.label })}{' '}
        <a href={telHref(line)} className={styles.number}>
          {line.display}
        </a>
      </p>
    </Dialog>
  );
}
