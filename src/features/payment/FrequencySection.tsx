import { t, tPlural } from '../../content/messages';
import { pricing, type PaymentFrequencyId } from '../../content/pricing';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import { Card } from '../../ui/Card/Card';
import * as styles from './PaymentGatewayPage.css';
import { percentText } from '../../ui/PriceLines/priceTexts';

function frequencyText(months: number, discountPercent: number): string {
  const period = tPlural('payment.payEvery', months);
  return discountPercent > 0
    ? t('payment.frequencyWithDiscount', { period, percent: percentText(discountPercent) })
    : t('payment.frequencyWithoutDiscount', { period });
}

export interface FrequencySectionProps {
  readonly frequencyId: PaymentFrequencyId;
  readonly onChange: (id: PaymentFrequencyId) => void;
  readonly disabled: boolean;
}

export function FrequencySection({ frequencyId, onChange, disabled }: FrequencySectionProps) {
  return (
    <Card className={styles.section} aria-labelledby="pago-frecuencia">
      <h2 id="pago-frecuencia" className={styles.sectionTitle}>
        {t('payment.frequencyTitle')}
      </h2>
      <DataTabs
        className={styles.tabs}
        value={frequencyId}
        onValueChange={onChange}
        listName={{ labelledBy: 'pago-frecuencia' }}
        listClassName={styles.frequencyList}
        tabs={pricing.frequencies.map((frequency) => ({
          value: frequency.id,
          label: frequency.label,
          disabled,
          content: (
            <p className={styles.panelText}>
              {frequencyText(frequency.months, frequency.discountPercent)}
            </p>
          ),
        }))}
      />
    </Card>
  );
}
