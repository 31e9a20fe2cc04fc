import { FileQuestion } from 'lucide-react';
import { Link } from 'wouter';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import * as styles from './ReceiptPage.css';
import { routePaths } from '../../content/routePaths';

/** Spec §2: a payment id that is not the member's stored payment. */
export function ReceiptNotFound() {
  return (
    <Card className={styles.notFound} aria-labelledby="recibo-no-encontrado">
      <FileQuestion className={styles.notFoundIcon} aria-hidden="true" size={48} />
      <h2 id="recibo-no-encontrado">Recibo no encontrado</h2>
      <p>No encontramos un recibo con ese folio en tu cuenta.</p>
      <Link href={routePaths.dashboard} className={button({ tone: 'primary', block: true })}>
        Volver al inicio
      </Link>
    </Card>
  );
}
