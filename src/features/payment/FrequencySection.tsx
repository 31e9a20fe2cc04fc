import { pricing, type PaymentFrequencyId } from '../../content/pricing';
import { Card } from '../../ui/Card/Card';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
import * as styles from './PaymentGatewayPage.css';
import { percentText } from './percentText';

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
      <Tabs
        className={styles.tabs}
        value={frequencyId}
        onValueChange={(value) => onChange(value as PaymentFrequencyId)}
      >
        <TabList aria-labelledby="pago-frecuencia" className={styles.frequencyList}>
          {pricing.frequencies.map((frequency) => (
            <Tab key={frequency.id} value={frequency.id} disabled={disabled}>
              {frequency.label}
            </Tab>
          ))}
        </TabList>
        {pricing.frequencies.map((frequency) => (
          <TabPanel key={frequency.id} value={frequency.id}>
            <p className={styles.panelText}>
              {frequencyText(frequency.months, frequency.discountPercent)}
            </p>
          </TabPanel>
        ))}
      </Tabs>
    </Card>
  );
}
