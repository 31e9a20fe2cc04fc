import { t } from '../../content/messages';
import { useAuth } from '../../auth/useAuth';
import { Card } from '../../ui/Card/Card';
import { AvatarPicker } from './AvatarPicker';
import * as styles from './ProfilePage.css';

/** Photo, name, e-mail and Vita365 card folio. */
export function ProfileHeaderCard() {
  const { user } = useAuth();
  const metadata = user?.user_metadata;
  return (
    <Card className={styles.who} aria-labelledby="perfil-nombre">
      <AvatarPicker />
      <h2 id="perfil-nombre" className={styles.name}>
        {metadata?.name || t('profile.unnamedMember')}
      </h2>
      <p className={styles.email}>{user?.email}</p>
      {metadata?.vita_card_id && (
        <p className={styles.folio}>
          {t('profile.cardFolio')} <strong>{metadata.vita_card_id}</strong>
        </p>
      )}
    </Card>
  );
}
