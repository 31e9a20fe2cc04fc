import { Info } from 'lucide-react';
import { useMembership } from '../../membership/useMembership';
import { coverageCategories, defaultCoverageCategoryId } from '../../content/coverage';
import { membershipStatusView } from '../../domain/membership/membership';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import { Card } from '../../ui/Card/Card';
import { Spinner } from '../../ui/Spinner/Spinner';
import { ConfirmUseDialog } from './ConfirmUseDialog';
import { coverageCategoryIcon } from './coverageCategoryIcons';
import * as styles from './CoveragePage.css';
import { PlanInactiveNotice } from './PlanInactiveNotice';
import { ServiceCard } from './ServiceCard';
import { useCoverageUse } from './useCoverageUse';
import { t } from '../../content/messages';

/**
 * /coberturas: the seven categories of the catalogue as tabs (Médica first), each with its services
 * and what the member has left of them. The selected tab is local state (spec §4).
 */
export default function CoveragePage() {
  const { membership, actions, known } = useMembership();
  const usage = membership.uses;
  const flow = useCoverageUse(actions);
  const status = membershipStatusView(membership, new Date());
  if (!known) return <Spinner label={t('coverage.loading')} />;
  // In the grace days the plan is still Activo: the services stay open, and the notice says it is late.
  const planActive = status.key === 'active' || status.key === 'grace';
  return (
    <div className={styles.page}>
      {status.key !== 'active' && <PlanInactiveNotice status={status} />}
      <Card className={styles.info} aria-labelledby="detalle-cobertura">
        <Info className={styles.infoIcon} aria-hidden="true" size={24} />
        <div className={styles.infoText}>
          <h2 id="detalle-cobertura" className={styles.infoTitle}>
            {t('coverage.detailTitle')}
          </h2>
          <p>{t('coverage.detailText')}</p>
        </div>
      </Card>
      <DataTabs
        defaultValue={defaultCoverageCategoryId}
        className={styles.tabs}
        listName={{ label: t('coverage.categoriesLabel') }}
        listClassName={styles.categoryGrid}
        tabClassName={styles.categoryTab}
        panelClassName={styles.panel}
        tabs={coverageCategories.map((category) => {
          const Icon = coverageCategoryIcon(category.icon);
          return {
            value: category.id,
            label: (
              <>
                <Icon aria-hidden="true" size={22} />
                <span>{category.name}</span>
              </>
            ),
            content: (
              <>
                <h2 className={styles.servicesTitle}>
                  {t('coverage.servicesOf', { category: category.name })}
                </h2>
                <ul className={styles.services}>
                  {category.services.map((service) => (
                    <ServiceCard
                      key={service.id}
                      service={service}
                      uses={usage[service.id]}
                      onUse={flow.start}
                      planActive={planActive}
                    />
                  ))}
                </ul>
              </>
            ),
          };
        })}
      />
      <ConfirmUseDialog service={flow.pending} onConfirm={flow.confirm} onDismiss={flow.dismiss} />
    </div>
  );
}
