import { pricing, type PaymentFrequencyId } from '../../content/pricing';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import { Card } from '../../ui/Card/Card';
import * as styles from './PaymentGatewayPage.css';
import { percentText } from '../../ui/PriceLines/priceTexts';

function frequencyText(months: number, discountPercent: number): string {
  const period = months === 1 ? 'Pagas cada mes' : `Pagas cada ${months} meses`;
  return discountPercent > 0
    ? `${period}, con ${percentText(discountPercent)} de descuento.`
    : `${period}.`;
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
        Frecuencia de pago
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
