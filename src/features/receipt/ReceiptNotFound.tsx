import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { t } from '../../content/messages';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import * as styles from './ReceiptPage.css';
import { routePaths } from '../../content/routePaths';

/** Spec §2: a payment id that is not the member's stored payment. */
export function ReceiptNotFound() {
  return (
    <Card className={styles.notFound} aria-labelledby="recibo-no-encontrado">
      <FileQuestion className={styles.notFoundIcon} aria-hidden="true" size={48} />
      <h2 id="recibo-no-encontrado">{t('payment.receiptNotFoundTitle')}</h2>
      <p>{t('payment.receiptNotFound')}</p>
      <Link href={routePaths.dashboard} className={button({ tone: 'primary', block: true })}>
        {t('payment.backHome')}
      </Link>
    </Card>
  );
}
