// Mi Plan, the holder of a family plan in hosted mode (issue 40): the coverage uses anyone on the plan
// registered in the last 10 minutes, each with 'Anular' behind a confirm. The server decides: a use
// it will not void (its 10 minutes passed, or it was undone elsewhere) is said, and the list is asked
// for again.
import { Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { VoidUseOutcome } from '../../membership/useMembership';
import { coverageServiceById } from '../../content/coverage';
import { t } from '../../content/messages';
import { localTime } from '../../domain/format/format';
import type { Membership } from '../../domain/membership/membership';
import { voidableFamilyUses, type VoidableUse } from '../../domain/membership/voidableFamilyUses';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { useNow } from '../../ui/useNow';
import * as styles from './RecentFamilyUses.css';

interface UsedBy {
  readonly name: string;
  readonly you: boolean;
}

export interface RecentFamilyUsesProps {
  readonly membership: Pick<Membership, 'role' | 'plan' | 'recent_uses' | 'members'>;
  /** The signed-in holder's id, whose own uses read 'Tú'. */
  readonly youId: string | null;
  readonly onVoid: (useId: string) => Promise<VoidUseOutcome>;
}

const serviceName = (serviceId: string): string =>
  coverageServiceById(serviceId)?.name ?? t('plan.unknownService');

function usedBy(
  membership: RecentFamilyUsesProps['membership'],
  memberId: string,
  youId: string | null,
): UsedBy {
  if (memberId === youId) return { name: t('plan.you'), you: true };
  const person = membership.members.find((member) => member.id === memberId);
  return { name: person?.name || t('plan.someoneWhoLeft'), you: false };
}

/** The hidden end of 'Anular': whose use of which service. */
function voidHidden(service: string, by: UsedBy): string {
  return by.you
    ? t('plan.voidYourUseHidden', { service })
    : t('plan.voidUseOfHidden', { service, name: by.name });
}

function voidWarning(service: string, by: UsedBy, time: string): string {
  return by.you
    ? t('plan.voidYourUseWarning', { service, time })
    : t('plan.voidUseOfWarning', { service, name: by.name, time });
}

function sayOutcome(outcome: VoidUseOutcome, service: string, by: UsedBy): void {
  if (outcome.kind === 'voided') {
    showToast({
      title: t('plan.voidedTitle'),
      description: by.you
        ? t('plan.voidedYourUse', { service })
        : t('plan.voidedUseOf', { service, name: by.name }),
    });
    return;
  }
  showToast({
    variant: 'destructive',
    title: t('plan.voidRefusedTitle'),
    description:
      outcome.kind === 'expired'
        ? t('plan.voidExpired')
        : outcome.kind === 'gone'
          ? t('plan.voidGone')
          : outcome.reason,
  });
}

export function RecentFamilyUses({ membership, youId, onVoid }: RecentFamilyUsesProps) {
  const now = useNow({ everyMs: 15_000, active: (membership.recent_uses?.length ?? 0) > 0 });
  const [asking, setAsking] = useState<VoidableUse | null>(null);
  const [voiding, setVoiding] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const uses = voidableFamilyUses(membership, now);

  async function voidUse(use: VoidableUse) {
    if (voiding) return;
    setVoiding(use.id);
    try {
      const by = usedBy(membership, use.member_id, youId);
      sayOutcome(await onVoid(use.id), serviceName(use.service_id), by);
    } finally {
      setVoiding(null);
      // The use's row (and the 'Anular' that had focus back from the dialog) is gone once the list
      // is redrawn: focus goes to the list's heading rather than to the page's start.
      setTimeout(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) heading.current?.focus();
      });
    }
  }

  const asked = asking
    ? {
        service: serviceName(asking.service_id),
        by: usedBy(membership, asking.member_id, youId),
        time: localTime(new Date(asking.used_at)),
      }
    : null;

  return (
    <Card aria-labelledby="mi-plan-usos-recientes">
      <h2 id="mi-plan-usos-recientes" ref={heading} tabIndex={-1} className={styles.title}>
        {t('plan.recentUsesTitle')}
      </h2>
      <p className={styles.intro}>{t('plan.recentUsesIntro')}</p>
      {uses.length === 0 ? (
        <p className={styles.empty}>{t('plan.recentUsesEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('plan.recentUsesListLabel')}>
          {uses.map((use) => {
            const service = serviceName(use.service_id);
            const by = usedBy(membership, use.member_id, youId);
            return (
              <li key={use.id} className={styles.use}>
                <span className={styles.service}>{service}</span>
                <span>
                  {`${by.name}, `}
                  <span className={styles.time}>
                    {t('plan.usedAt', { time: localTime(new Date(use.used_at)) })}
                  </span>
                </span>
                <span className={styles.until}>
                  {`${t('plan.voidableUntil')} `}
                  <span className={styles.time}>{localTime(new Date(use.voidableUntil))}</span>.
                </span>
                <Button
                  tone="secondary"
                  className={styles.action}
                  aria-busy={voiding === use.id}
                  onClick={() => {
                    if (!voiding) setAsking(use);
                  }}
                >
                  <Undo2 aria-hidden="true" size={16} />
                  {t('plan.void')}
                  <span className={styles.hidden}> {voidHidden(service, by)}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('plan.voidQuestion')}
        description={asked ? voidWarning(asked.service, asked.by, asked.time) : undefined}
        confirmLabel={t('plan.voidConfirm')}
        onConfirm={() => {
          if (asking) void voidUse(asking);
        }}
      />
    </Card>
  );
}
