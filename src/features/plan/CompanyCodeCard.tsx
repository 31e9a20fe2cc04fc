// Mi Plan, hosted mode (issue 46), for a member without an active plan of their own: redeem the EMP-
// code their company gave them (`redeem_enterprise_code`). Accepted: 'Código empresarial válido.' and
// the company's name; refused (a full or ended contract, a code that is not valid): the server's
// Spanish reason, and the member can still pay a personal plan with the button above.
import { companyCodeForm } from '../../content/forms';
import { sayCodeRedeemed } from '../../membership/companyCode';
import { hostedMembershipCalls, refreshMembership } from '../../membership/hostedMembership';
import { CodeFormCard } from './CodeFormCard';

export function CompanyCodeCard({ youId }: { readonly youId: string }) {
  return (
    <CodeFormCard
      definition={companyCodeForm}
      headingId="mi-plan-codigo-empresa"
      idPrefix="company-code"
      onCode={async (code) => {
        const calls = await hostedMembershipCalls();
        if (calls) sayCodeRedeemed(await calls.redeemEnterpriseCode(code));
      }}
      afterwards={() => refreshMembership(youId)}
    />
  );
}
