import { answerLeftoverQuestion } from '../../auth/demoLeftoverQuestion';
import { demoAuthMessages } from '../../auth/demoAuthMessages';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';

/** Closing it without answering counts as 'No son míos': the data stays aside for its owner. */
export default function LeftoverDataDialog() {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) answerLeftoverQuestion(false);
      }}
      title={demoAuthMessages.leftoverTitle}
      description={demoAuthMessages.leftoverDescription}
      cancelLabel={demoAuthMessages.leftoverNo}
      confirmLabel={demoAuthMessages.leftoverYes}
      tone="primary"
      onConfirm={() => answerLeftoverQuestion(true)}
    />
  );
}
