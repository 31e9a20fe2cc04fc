// Mi Plan, hosted mode (issue 46): every use of the current period that the member may see (the whole
// plan's to the holder, their own to a member), newest first, each with who recorded it and when. A
// use the assistance provider recorded is marked so and cannot be undone here; the member's own uses
// are undone from /coberturas (or, for a family's holder, with 'Anular' above) within 10 minutes.
import { BadgeCheck } from 'lucide-react';
import { coverageServiceById } from '../../content/coverage';
import type { Membership } from '../../domain/membership/membership';
import { t } from '../../content/messages';
import { recordedByLine, whenLine } from '../../membership/periodUseText';
import { Card } from '../../ui/Card/Card';
import * as styles from './PeriodUsesCard.css';

export function PeriodUsesCard({
  membership,
  youId,
}: {
  readonly membership: Pick<Membership, 'period_uses' | 'members'>;
  readonly youId: string | null;
}) {
  const uses = [...(membership.period_uses ?? [])].sort(
    (a, b) => Date.parse(b.used_at) - Date.parse(a.used_at),
  );
  return (
    <Card aria-labelledby="mi-plan-usos-periodo">
      <h2 id="mi-plan-usos-periodo" className={styles.title}>
        {t('plan.periodUsesTitle')}
      </h2>
      <p className={styles.intro}>{t('plan.periodUsesIntro')}</p>
      {uses.length === 0 ? (
        <p className={styles.empty}>{t('plan.periodUsesEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('plan.periodUsesTitle')}>
          {uses.map((use) => (
            <li key={use.id} className={styles.use}>
              <span className={styles.service}>
                {coverageServiceById(use.service_id)?.name ?? t('plan.unknownService')}
              </span>
              {use.recorded_by === 'provider' ? (
                <span className={styles.provider}>
                  <BadgeCheck aria-hidden="true" size={16} />
                  {recordedByLine(use, membership.members, youId)}
                </span>
              ) : (
                <span>{recordedByLine(use, membership.members, youId)}</span>
              )}
              <span className={styles.muted}>{whenLine(use)}</span>
              {use.recorded_by === 'provider' && (
                <span className={styles.muted}>{t('plan.providerOnlyVoids')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
