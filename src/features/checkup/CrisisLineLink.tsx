import { HeartHandshake } from 'lucide-react';
import { button } from '../../ui/Button/Button.css';
import { contact, telHref } from '../../content/contact';

/** The national crisis line (Línea de la Vida), free and open 24 hours, as a call link. */
export function CrisisLineLink() {
  const { crisisLine } = contact;
  return (
    <a className={button({ tone: 'secondary', block: true })} href={telHref(crisisLine)}>
      <HeartHandshake aria-hidden="true" size={20} />
      {`${crisisLine.label}: ${crisisLine.display} (gratis, 24 horas)`}
    </a>
  );
}
