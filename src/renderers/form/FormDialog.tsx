// A form in a modal dialog, with Cancelar and Guardar in the dialog's footer: the agenda's add/edit
// dialogs. The form starts afresh from `initialValues` each time the dialog opens.
import type { FormDefinition, FormField } from '../../content/types/form';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Form } from './Form';
import type { FieldErrors, FormValues } from './formValues';
import { useForm } from './useForm';

export interface FormDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly description: string;
  readonly cancelLabel: string;
  readonly saveLabel: string;
  /** Prefix of the control ids, and the form element's id with '-form'. */
  readonly idPrefix: string;
  readonly fields: readonly FormField[];
  /** When problems first show: the definition's `errorTiming`. */
  readonly errorTiming?: FormDefinition['errorTiming'];
  readonly initialValues: FormValues;
  readonly validate?: (values: FormValues) => FieldErrors;
  /** Called with values that passed `validate`. */
  readonly onValid: (values: FormValues) => void;
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  saveLabel,
  idPrefix,
  ...form
}: FormDialogProps) {
  const formId = `${idPrefix}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      actions={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} changesState>
            {saveLabel}
          </Button>
        </>
      }
    >
      <DialogForm formId={formId} idPrefix={idPrefix} {...form} />
    </Dialog>
  );
}

function DialogForm({
  formId,
  idPrefix,
  fields,
  initialValues,
  validate,
  onValid,
  errorTiming,
}: Pick<
  FormDialogProps,
  'idPrefix' | 'fields' | 'initialValues' | 'validate' | 'onValid' | 'errorTiming'
> & {
  readonly formId: string;
}) {
  const form = useForm({ fields, initialValues, errorTiming, ...(validate ? { validate } : {}) });
  return (
    <Form
      id={formId}
      idPrefix={idPrefix}
      fields={fields}
      form={form}
      onSubmit={(outcome) => {
        if (outcome.ok) onValid(outcome.values);
      }}
    />
  );
}
