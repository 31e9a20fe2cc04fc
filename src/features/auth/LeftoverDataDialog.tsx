import { answerLeftoverQuestion } from '../../auth/demoLeftoverQuestion';
import { t } from '../../content/messages';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';

/** Closing it without answering counts as 'No son míos': the data stays aside for its owner. */
export default function LeftoverDataDialog() {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) answerLeftoverQuestion(false);
      }}
      title={t('auth.leftoverTitle')}
      description={t('auth.leftoverDescription')}
      cancelLabel={t('auth.leftoverNo')}
      confirmLabel={t('auth.leftoverYes')}
      tone="primary"
      onConfirm={() => answerLeftoverQuestion(true)}
    />
  );
}
