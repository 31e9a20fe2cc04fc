import { Construction } from 'lucide-react';
import { useAuth } from '../../auth/useAuth';
import { Card } from '../../ui/Card/Card';
import { SignOutButton } from '../auth/SignOutButton';
import * as styles from './ProfilePage.css';

/**
 * The profile of spec §2 is not built yet (avatar upload, plan info, personal-info form); until it is,
 * this page shows who is signed in and keeps the logout, which the rest of the app needs.
 */
export default function ProfilePage() {
  const { user } = useAuth();
  const metadata = user?.user_metadata;
  return (
    <div className={styles.page}>
      <Card aria-labelledby="profile-who">
        <h2 id="profile-who" className={styles.name}>
          {metadata?.name || 'Usuario'}
        </h2>
        <dl className={styles.facts}>
          <dt>Correo electrónico</dt>
          <dd>{user?.email}</dd>
          {metadata?.vita_card_id && (
            <>
              <dt>Folio de tarjeta</dt>
              <dd>{metadata.vita_card_id}</dd>
            </>
          )}
        </dl>
      </Card>
      <Card className={styles.planned} aria-labelledby="profile-planned">
        <Construction aria-hidden="true" size={32} />
        <h2 id="profile-planned">Editar perfil</h2>
        <p>Pronto podrás cambiar tu foto y tus datos personales desde aquí.</p>
      </Card>
      <SignOutButton />
    </div>
  );
}
