import { HeartHandshake } from 'lucide-react';
import { button } from '../../ui/Button/Button.css';
import { contact, telHref } from '../../content/contact';
import { t } from '../../content/messages';

/** The national crisis line (Línea de la Vida), free and open 24 hours, as a call link. */
export function CrisisLineLink() {
  const { crisisLine } = contact;
  return (
    <a className={button({ tone: 'secondary', block: true })} href={telHref(crisisLine)}>
      <HeartHandshake aria-hidden="true" size={20} />
      {t('triage.crisisLine', { line: crisisLine.label, number: crisisLine.display })}
    </a>
  );
}
