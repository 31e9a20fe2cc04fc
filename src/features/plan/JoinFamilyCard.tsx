import { useState } from 'react';
import { familyJoinForm, formMessage } from '../../content/forms';
import { t } from '../../content/messages';
import { Form } from '../../renderers/form/Form';
import { textOf } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { showToast } from '../../state/toasts';
import { Info } from 'lucide-react';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './MyPlanPage.css';

const message = (key: string): string => formMessage(familyJoinForm, key);

export interface JoinFamilyCardProps {
  readonly onJoin: (code: string) => Promise<void>;
}

/**
 * Demo mode, for a member without a plan (issue 43): joining needs the hosted service, so the card
 * says so and offers no form that could show a joined state that does not exist.
 */
export function DemoJoinFamilyNotice() {
  return (
    <Card aria-labelledby="mi-plan-unirme">
      <h2 id="mi-plan-unirme" className={styles.title}>
        {message('demoTitle')}
      </h2>
      <p className={styles.demoJoin}>
        <Info className={styles.demoJoinIcon} aria-hidden="true" size={20} />
        <span>{message('demoNotice')}</span>
      </p>
    </Card>
  );
}

/**
 * Hosted mode, for a member without a plan: join a family plan with the code its holder shared
 * (`join_family`).
 */
export function JoinFamilyCard({ onJoin }: JoinFamilyCardProps) {
  const form = useForm({
    fields: familyJoinForm.fields,
    errorTiming: familyJoinForm.errorTiming,
  });
  const [joining, setJoining] = useState(false);

  async function join(code: string) {
    setJoining(true);
    try {
      await onJoin(code);
      form.reset({});
      showToast({ title: message('joinedTitle'), description: message('joinedDescription') });
    } catch (error) {
      // The server says why in Spanish (an unknown or full code: the spec's message).
      showToast({
        variant: 'destructive',
        title: message('errorTitle'),
        description:
          error instanceof Error && error.message.trim() ? error.message : t('plan.invalidCode'),
      });
    } finally {
      setJoining(false);
    }
  }

  return (
    <Card aria-labelledby="mi-plan-unirme">
      <h2 id="mi-plan-unirme" className={styles.title}>
        {message('title')}
      </h2>
      <Form
        idPrefix="family-join"
        className={styles.joinForm}
        fields={familyJoinForm.fields}
        form={form}
        disabled={joining}
        busy={joining}
        onSubmit={(outcome) => {
          if (outcome.ok) void join(textOf(outcome.values, 'code').trim().toUpperCase());
        }}
      >
        <Button type="submit" block disabled={joining}>
          {message('submit')}
        </Button>
      </Form>
    </Card>
  );
}
