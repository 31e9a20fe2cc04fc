import { Lock, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { refreshMembershipNow, useMembership } from '../../membership/useMembership';
import { familyMemberForm, formMessage } from '../../content/forms';
import { t, tPlural } from '../../content/messages';
import { membersToRemoveFirst } from '../../domain/membership/familyFit';
import {
  FAMILY_PLAN_ID,
  freePlaces,
  groupedFamilyCode,
  managesFamily,
  membershipStatusView,
  shownFamilyCode,
  type MembershipMember,
} from '../../domain/membership/membership';
import { button } from '../../ui/Button/Button.css';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';
import { paymentDueFact } from '../../ui/PlanStatusBadge/paymentDueFact';
import { planStatusMessage } from '../../ui/PlanStatusBadge/planStatusWords';
import { Spinner } from '../../ui/Spinner/Spinner';
import { formatLongDate } from '../../domain/format/format';
import { CompanyCodeCard } from './CompanyCodeCard';
import { FamilyCodeActions } from './FamilyCodeActions';
import { FamilyMemberDialog } from './FamilyMemberDialog';
import { DemoJoinFamilyNotice, JoinFamilyCard } from './JoinFamilyCard';
import { PeriodUsesCard } from './PeriodUsesCard';
import * as styles from './MyPlanPage.css';
import { PlanMembersList } from './PlanMembersList';
import { RecentFamilyUses } from './RecentFamilyUses';
import { ReceiptsList } from './ReceiptsList';
import { planTypeName } from './planTypeName';
import { useFamilyRoster } from './useFamilyRoster';
import { routePaths } from '../../content/routePaths';

export const PAYMENT_GATEWAY_PATH = routePaths.payment;

/** A plan paid for fewer people than are listed (issue 43): never 'completo', but whom to remove. */
function overListText(size: number, listed: number, removeFirst: readonly MembershipMember[]) {
  const names = new Intl.ListFormat('es', { type: 'conjunction' }).format(
    removeFirst.map((person) => person.name),
  );
  return t('plan.overList', { size, listed, names });
}

interface NamedUser {
  readonly email: string;
  readonly user_metadata: { readonly name?: string; readonly alias?: string };
}

const displayName = (user: NamedUser | null): string =>
  user?.user_metadata.name?.trim() || user?.user_metadata.alias?.trim() || user?.email || '';

/**
 * /mi-plan: plan type, status, next payment, the people on the plan (the holder first), and the way
 * to pay or change the plan. The holder of an active family plan adds, edits and removes members up
 * to the paid size, shares the family code and (hosted mode) replaces it and voids the family's uses
 * of the last 10 minutes; a family member sees the plan read-only, with first names only and no code
 * (issue 40); someone without a plan can join a family with a code (hosted mode).
 */
export default function MyPlanPage() {
  const { mode, membership, youId, known, actions } = useMembership();
  const { user } = useAuth();
  const roster = useFamilyRoster(actions);
  // Hosted mode: the family's latest uses (and everything else) as the server has them now.
  useEffect(() => {
    if (mode === 'hosted' && youId) refreshMembershipNow(youId);
  }, [mode, youId]);
  if (!known) return <Spinner label={t('plan.loading')} />;

  const now = new Date();
  const status = membershipStatusView(membership, now);
  const due = paymentDueFact(membership.next_payment_date, now);
  const overList =
    membership.plan === FAMILY_PLAN_ID && membership.family_size !== null
      ? membersToRemoveFirst(membership.members, membership.family_size)
      : [];
  const role = membership.role;
  const code = shownFamilyCode(membership);
  const manages = managesFamily(membership);
  const free = freePlaces(membership);
  // Hosted mode: the server makes the codes, and the holder may replace one (or one that expired).
  const renewsCode = mode === 'hosted' && manages;
  // Hosted mode: the server sends the holder every use on the plan; demo families share none.
  const voidsFamilyUses =
    mode === 'hosted' && role === 'holder' && membership.plan === FAMILY_PLAN_ID;
  const { dialog } = roster;
  // Without a plan the member is listed alone, as the holder of the plan they are about to pay.
  const people: readonly MembershipMember[] =
    membership.members.length > 0
      ? membership.members
      : [{ id: youId ?? '', name: displayName(user), role: 'holder' }];

  return (
    <div className={styles.page}>
      <Card aria-labelledby="mi-plan-resumen">
        <h2 id="mi-plan-resumen" className={styles.title}>
          {t('plan.summaryTitle')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('plan.planTypeTerm')}</dt>
          <dd className={styles.strong}>{planTypeName(membership)}</dd>
          {membership.company && (
            <>
              <dt>{t('plan.companyTerm')}</dt>
              <dd className={styles.strong}>{membership.company.name}</dd>
            </>
          )}
          <dt>{t('plan.statusTerm')}</dt>
          <dd className={styles.status}>
            <PlanStatusBadge view={status} />
            <span>{planStatusMessage(status.key)}</span>
          </dd>
          {membership.company ? (
            <>
              <dt>{t('plan.coversUntilTerm')}</dt>
              <dd>{formatLongDate(membership.company.covers_until)}</dd>
            </>
          ) : (
            <>
              <dt>{due.term}</dt>
              <dd>{due.date}</dd>
            </>
          )}
          {code && (
            <>
              <dt>{role === 'holder' ? t('membership.familyCode') : t('plan.joinedWithCode')}</dt>
              <dd className={styles.code}>{groupedFamilyCode(code)}</dd>
            </>
          )}
        </dl>
        {role === 'holder' && (code || renewsCode) && (
          <FamilyCodeActions
            code={code}
            expiresAt={membership.family_code_expires_at}
            canRenew={renewsCode}
            onRenew={actions.regenerateFamilyCode}
          />
        )}
      </Card>

      <Card aria-labelledby="mi-plan-miembros">
        <h2 id="mi-plan-miembros" className={styles.title}>
          {t('plan.membersTitle')}
        </h2>
        <PlanMembersList
          people={people}
          youId={youId}
          {...(manages
            ? {
                onEdit: (person) => roster.open({ kind: 'edit', person }),
                onRemove: (person) => roster.open({ kind: 'remove', person }),
              }
            : {})}
        />
        {manages && (
          <div className={styles.addRow}>
            <p className={styles.places}>
              {free > 0
                ? tPlural('plan.placesLeft', free)
                : overList.length > 0
                  ? overListText(membership.family_size ?? 0, membership.members.length, overList)
                  : t('plan.familyComplete')}
            </p>
            {free > 0 && (
              <Button tone="secondary" block onClick={() => roster.open({ kind: 'add' })}>
                <UserPlus aria-hidden="true" size={18} />
                {t('plan.addMember')}
              </Button>
            )}
          </div>
        )}
      </Card>

      {voidsFamilyUses && (
        <RecentFamilyUses membership={membership} youId={youId} onVoid={actions.voidFamilyUse} />
      )}

      {mode === 'hosted' && membership.period_uses && (
        <PeriodUsesCard membership={membership} youId={youId} />
      )}

      <ReceiptsList
        {...(role === 'member' ? { emptyText: t('plan.familyMemberNoPayments') } : {})}
      />

      {role === 'member' ? (
        <Card className={styles.readOnly} aria-labelledby="mi-plan-solo-lectura">
          <Lock className={styles.readOnlyIcon} aria-hidden="true" size={24} />
          <div>
            <h2 id="mi-plan-solo-lectura" className={styles.readOnlyTitle}>
              {t('plan.readOnlyTitle')}
            </h2>
            <p>{t('plan.readOnlyText')}</p>
          </div>
        </Card>
      ) : (
        <Link
          href={PAYMENT_GATEWAY_PATH}
          className={button({ tone: 'primary', size: 'lg', block: true })}
        >
          {status.key === 'active' ? t('plan.changePlan') : t('plan.payPlan')}
        </Link>
      )}

      {role === null && mode === 'hosted' && <JoinFamilyCard onJoin={actions.joinFamily} />}
      {role === null && mode === 'demo' && <DemoJoinFamilyNotice />}
      {mode === 'hosted' && youId && role !== 'member' && membership.status !== 'active' && (
        <CompanyCodeCard youId={youId} />
      )}

      <FamilyMemberDialog
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        person={dialog.kind === 'edit' ? dialog.person : null}
        reenterIdentity={mode === 'hosted'}
        onOpenChange={(open) => {
          if (!open) roster.close();
        }}
        onSave={(input) => void roster.save(input)}
      />
      <ConfirmDialog
        open={dialog.kind === 'remove'}
        onOpenChange={(open) => {
          if (!open) roster.close();
        }}
        title={formMessage(familyMemberForm, 'removeTitle')}
        description={
          dialog.kind === 'remove'
            ? `${dialog.person.name}. ${formMessage(familyMemberForm, 'removeDescription')}`
            : undefined
        }
        confirmLabel={formMessage(familyMemberForm, 'removeConfirm')}
        onConfirm={() => void roster.confirmRemove()}
      />
    </div>
  );
}
