import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import * as styles from './ContentNotFound.css';

export interface ContentNotFoundProps {
  /** 'Categoría no encontrada.', 'Contenido no encontrado.' (spec §9)… */
  readonly message: string;
  /** The way back: where to and its words. */
  readonly back: { readonly href: string; readonly label: string };
}

/** A content page whose content does not exist: says so, with a way back. */
export function ContentNotFound({ message, back }: ContentNotFoundProps) {
  return (
    <Card className={styles.card} aria-labelledby="no-encontrado">
      <SearchX className={styles.icon} aria-hidden="true" size={40} />
      <h2 id="no-encontrado" className={styles.message}>
        {message}
      </h2>
      <Link href={back.href} className={button({ tone: 'secondary' })}>
        {back.label}
      </Link>
    </Card>
  );
}
