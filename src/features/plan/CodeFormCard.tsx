// Mi Plan's card with one code to type (a family's code, a company's EMP- code): its form from
// content/forms, busy while the code is tried, and the server's Spanish reason in a toast when the
// code is refused ('Código inválido o expirado' when it gives none).
import { useState } from 'react';
import { formMessage } from '../../content/forms';
import { t } from '../../content/messages';
import type { FormDefinition } from '../../content/types/form';
import { Form } from '../../renderers/form/Form';
import { textOf } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './MyPlanPage.css';

export interface CodeFormCardProps {
  /** The form: its `code` field and the messages `title`, `submit` and `errorTitle`. */
  readonly definition: FormDefinition;
  readonly headingId: string;
  readonly idPrefix: string;
  /** Does what the code is for (upper case, trimmed); throws with the server's reason if refused. */
  readonly onCode: (code: string) => Promise<void>;
  /** Runs after each try, accepted or refused. */
  readonly afterwards?: () => Promise<void>;
}

export function CodeFormCard({
  definition,
  headingId,
  idPrefix,
  onCode,
  afterwards,
}: CodeFormCardProps) {
  const form = useForm({ fields: definition.fields, errorTiming: definition.errorTiming });
  const [trying, setTrying] = useState(false);
  const message = (key: string): string => formMessage(definition, key);

  async function tryCode(code: string) {
    setTrying(true);
    try {
      await onCode(code);
      form.reset({});
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: message('errorTitle'),
        description:
          error instanceof Error && error.message.trim()
            ? error.message
            : t('membership.invalidCode'),
      });
    } finally {
      await afterwards?.();
      setTrying(false);
    }
  }

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {message('title')}
      </h2>
      <Form
        idPrefix={idPrefix}
        className={styles.joinForm}
        fields={definition.fields}
        form={form}
        disabled={trying}
        busy={trying}
        onSubmit={(outcome) => {
          if (outcome.ok) void tryCode(textOf(outcome.values, 'code').trim().toUpperCase());
        }}
      >
        <Button type="submit" block disabled={trying}>
          {message('submit')}
        </Button>
      </Form>
    </Card>
  );
}
