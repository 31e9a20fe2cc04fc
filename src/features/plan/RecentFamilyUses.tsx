// Mi Plan, the holder of a family plan in hosted mode (issue 40): the coverage uses anyone on the plan
// registered in the last 10 minutes, each with 'Anular' behind a confirm. The server decides: a use
// it will not void (its 10 minutes passed, or it was undone elsewhere) is said, and the list is asked
// for again.
import { Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { VoidUseOutcome } from '../../membership/useMembership';
import { coverageServiceById } from '../../content/coverage';
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

export const recentUsesText = {
  title: 'Usos recientes de tu familia',
  intro:
    'Durante los 10 minutos después de registrar un uso puedes anularlo: deja de contar y el servicio vuelve a estar disponible.',
  empty: 'Nadie en tu plan ha registrado un uso en los últimos 10 minutos.',
  listLabel: 'Usos de los últimos 10 minutos',
  you: 'Tú',
  someoneWhoLeft: 'Alguien que ya no está en tu plan',
  unknownService: 'Un servicio de tu cobertura',
  usedBy: (by: UsedBy) => `${by.name}, `,
  at: (time: string) => `a las ${time}`,
  until: 'Puedes anularlo hasta las ',
  voidLabel: 'Anular',
  voidHidden: (service: string, by: UsedBy) =>
    by.you ? ` tu uso de ${service}` : ` el uso de ${service} de ${by.name}`,
  confirmTitle: '¿Anular este uso?',
  confirmDescription: (service: string, by: UsedBy, time: string) =>
    `${service}, registrado ${by.you ? 'por ti' : `por ${by.name}`} a las ${time}. Dejará de contar en tu plan y el servicio volverá a estar disponible para tu familia.`,
  confirmLabel: 'Anular uso',
  voidedTitle: 'Uso anulado',
  voided: (service: string, by: UsedBy) =>
    by.you
      ? `Ya no cuenta tu uso de '${service}'.`
      : `Ya no cuenta el uso de '${service}' de ${by.name}.`,
  refusedTitle: 'No se pudo anular el uso',
  expired: 'Ya pasaron los 10 minutos para anular este uso, así que sigue contando.',
  gone: 'Ese uso ya no está registrado: quizá se deshizo desde otro teléfono.',
} as const;

export interface RecentFamilyUsesProps {
  readonly membership: Pick<Membership, 'role' | 'plan' | 'recent_uses' | 'members'>;
  /** The signed-in holder's id, whose own uses read 'Tú'. */
  readonly youId: string | null;
  readonly onVoid: (useId: string) => Promise<VoidUseOutcome>;
}

const serviceName = (serviceId: string): string =>
  coverageServiceById(serviceId)?.name ?? recentUsesText.unknownService;

function usedBy(
  membership: RecentFamilyUsesProps['membership'],
  memberId: string,
  youId: string | null,
): UsedBy {
  if (memberId === youId) return { name: recentUsesText.you, you: true };
  const person = membership.members.find((member) => member.id === memberId);
  return { name: person?.name || recentUsesText.someoneWhoLeft, you: false };
}

function sayOutcome(outcome: VoidUseOutcome, service: string, by: UsedBy): void {
  if (outcome.kind === 'voided') {
    showToast({
      title: recentUsesText.voidedTitle,
      description: recentUsesText.voided(service, by),
    });
    return;
  }
  showToast({
    variant: 'destructive',
    title: recentUsesText.refusedTitle,
    description:
      outcome.kind === 'expired'
        ? recentUsesText.expired
        : outcome.kind === 'gone'
          ? recentUsesText.gone
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
        {recentUsesText.title}
      </h2>
      <p className={styles.intro}>{recentUsesText.intro}</p>
      {uses.length === 0 ? (
        <p className={styles.empty}>{recentUsesText.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={recentUsesText.listLabel}>
          {uses.map((use) => {
            const service = serviceName(use.service_id);
            const by = usedBy(membership, use.member_id, youId);
            return (
              <li key={use.id} className={styles.use}>
                <span className={styles.service}>{service}</span>
                <span>
                  {recentUsesText.usedBy(by)}
                  <span className={styles.time}>
                    {recentUsesText.at(localTime(new Date(use.used_at)))}
                  </span>
                </span>
                <span className={styles.until}>
                  {recentUsesText.until}
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
                  {recentUsesText.voidLabel}
                  <span className={styles.hidden}>{recentUsesText.voidHidden(service, by)}</span>
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
        title={recentUsesText.confirmTitle}
        description={
          asked ? recentUsesText.confirmDescription(asked.service, asked.by, asked.time) : undefined
        }
        confirmLabel={recentUsesText.confirmLabel}
        onConfirm={() => {
          if (asking) void voidUse(asking);
        }}
      />
    </Card>
  );
}
