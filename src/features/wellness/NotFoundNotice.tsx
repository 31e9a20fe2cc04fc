import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import * as styles from './NotFoundNotice.css';
import { WELLNESS_HOME } from './wellnessLinks';

/** 'Categoría no encontrada.' or 'Contenido no encontrado.' (spec §9), with a way back. */
export function NotFoundNotice({ message }: { readonly message: string }) {
  return (
    <Card className={styles.card} aria-labelledby="no-encontrado">
      <SearchX className={styles.icon} aria-hidden="true" size={40} />
      <h2 id="no-encontrado" className={styles.message}>
        {message}
      </h2>
      <Link href={WELLNESS_HOME} className={button({ tone: 'secondary' })}>
        Volver a Bienestar
      </Link>
    </Card>
  );
}
