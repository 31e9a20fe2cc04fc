import { Construction } from 'lucide-react';
import { useMemberRoute } from '../../app/shell/memberRouteContext';
import { Card } from '../../ui/Card/Card';
import * as styles from './PlannedPage.css';

/** A member area whose screen is not built yet: shown inside the real shell, clearly titled. */
export default function PlannedPage() {
  const { title } = useMemberRoute();
  return (
    <Card className={styles.card} aria-labelledby="planned-title">
      <Construction className={styles.icon} size={40} aria-hidden="true" />
      <h2 id="planned-title">{title}</h2>
      <p>Esta sección estará disponible muy pronto.</p>
    </Card>
  );
}
