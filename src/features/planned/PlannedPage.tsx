import { Construction } from 'lucide-react';
import { useMemberRoute } from '../../app/shell/memberRouteContext';
import { SignOutButton } from '../auth/SignOutButton';
import { Card } from '../../ui/Card/Card';
import * as styles from './PlannedPage.css';

/** A member area whose screen is not built yet: shown inside the real shell, clearly titled. */
export default function PlannedPage() {
  const { title, path } = useMemberRoute();
  return (
    <Card className={styles.card} aria-labelledby="planned-title">
      <Construction className={styles.icon} size={40} aria-hidden="true" />
      <h2 id="planned-title">{title}</h2>
      <p>Esta sección estará disponible muy pronto.</p>
      {/* The profile of spec §2 ends with the logout; until that screen exists, its stand-in keeps it. */}
      {path === '/perfil' && <SignOutButton />}
    </Card>
  );
}
