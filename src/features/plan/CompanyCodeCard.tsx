// Mi Plan, hosted mode (issue 46), for a member without an active plan of their own: redeem the EMP-
// code their company gave them (`redeem_enterprise_code`). Accepted: 'Código empresarial válido.' and
// the company's name; refused (a full or ended contract, a code that is not valid): the server's
// Spanish reason, and the member can still pay a personal plan with the button above.
import { useState } from 'react';
import { companyCodeForm, formMessage } from '../../content/forms';
import { t } from '../../content/messages';
import { sayCodeRedeemed } from '../../membership/companyCode';
import { hostedMembershipCalls, refreshMembership } from '../../membership/hostedMembership';
import { Form } from '../../renderers/form/Form';
import { textOf } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './MyPlanPage.css';

const message = (key: string): string => formMessage(companyCodeForm, key);

export function CompanyCodeCard({ youId }: { readonly youId: string }) {
  const form = useForm({ fields: companyCodeForm.fields });
  const [redeeming, setRedeeming] = useState(false);

  async function redeem(code: string) {
    setRedeeming(true);
    try {
      const calls = await hostedMembershipCalls();
      if (!calls) return;
      sayCodeRedeemed(await calls.redeemEnterpriseCode(code));
      form.reset({});
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: message('errorTitle'),
        description:
          error instanceof Error && error.message.trim() ? error.message : t('plan.invalidCode'),
      });
    } finally {
      await refreshMembership(youId);
      setRedeeming(false);
    }
  }

  return (
    <Card aria-labelledby="mi-plan-codigo-empresa">
      <h2 id="mi-plan-codigo-empresa" className={styles.title}>
        {message('title')}
      </h2>
      <Form
        idPrefix="company-code"
        className={styles.joinForm}
        fields={companyCodeForm.fields}
        form={form}
        disabled={redeeming}
        busy={redeeming}
        onSubmit={(outcome) => {
          if (outcome.ok) void redeem(textOf(outcome.values, 'code').trim().toUpperCase());
        }}
      >
        <Button type="submit" block disabled={redeeming}>
          {message('submit')}
        </Button>
      </Form>
    </Card>
  );
}
