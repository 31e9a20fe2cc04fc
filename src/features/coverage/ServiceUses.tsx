// /coberturas (issue 46): under each service, this period's uses of it, each with who recorded it and
// when. A use the assistance provider recorded reads 'Registrado por el proveedor' and has no
// 'Deshacer' (only the provider voids it); the member's own use keeps 'Deshacer' for its 10 minutes.
// A member's use and the provider's of the same event come from the server as one entry, the
// provider's (docs/decisions.md, "Issue 46").
import { BadgeCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { undoableAt, usesOfService } from '../../domain/membership/periodUses';
import { useMembership } from '../../membership/useMembership';
import { recordedByLine, whenLine } from '../../membership/periodUseText';
import { t } from '../../content/messages';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { useNow } from '../../ui/useNow';
import * as styles from './ServiceUses.css';

export function ServiceUses({
  serviceId,
  serviceName,
}: {
  readonly serviceId: string;
  readonly serviceName: string;
}) {
  const { membership, youId, actions } = useMembership();
  const uses = usesOfService(membership.period_uses ?? [], serviceId);
  const now = useNow({ everyMs: 15_000, active: uses.some((use) => use.undo_until !== null) });
  const [undoing, setUndoing] = useState<string | null>(null);
  if (uses.length === 0) return null;

  async function undo(useId: string) {
    if (undoing) return;
    setUndoing(useId);
    try {
      await actions.undoUse(serviceId, useId);
      showToast({ title: t('plan.useUndoneTitle'), description: serviceName });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: t('plan.undoFailedTitle'),
        description: (error as Error).message,
      });
    } finally {
      setUndoing(null);
    }
  }

  return (
    <ul className={styles.list} aria-label={t('plan.serviceUsesLabel', { service: serviceName })}>
      {uses.map((use) => (
        <li key={use.id} className={styles.use}>
          <span className={styles.who}>
            {use.recorded_by === 'provider' ? (
              <span className={styles.provider}>
                <BadgeCheck aria-hidden="true" size={16} />
                {recordedByLine(use, membership.members, youId)}
              </span>
            ) : (
              <span className={styles.by}>{recordedByLine(use, membership.members, youId)}</span>
            )}
            <span className={styles.when}>{whenLine(use)}</span>
          </span>
          {undoableAt(use, new Date(now)) && (
            <Button
              tone="secondary"
              aria-busy={undoing === use.id}
              onClick={() => void undo(use.id)}
            >
              <Undo2 aria-hidden="true" size={16} />
              {t('plan.undo')}
              <span className={styles.hidden}>
                {' '}
                {t('plan.undoUseHidden', { service: serviceName })}
              </span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
