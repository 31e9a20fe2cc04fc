import { Link } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { avatarInitial } from '../../domain/format/ids';
import * as styles from './Avatar.css';
import { t } from '../../content/messages';
import { routePaths } from '../../content/routePaths';

/** The member's picture, or the first letter of alias or name, linking to the profile. */
export function Avatar() {
  const { user } = useAuth();
  const metadata = user?.user_metadata;
  const avatarUrl = typeof metadata?.avatarUrl === 'string' ? metadata.avatarUrl : '';
  return (
    <Link
      href={routePaths.profile}
      className={styles.avatar}
      aria-label={t('app.headerProfileLink')}
    >
      {avatarUrl ? (
        <img className={styles.image} src={avatarUrl} alt="" width={36} height={36} />
      ) : (
        <span aria-hidden="true">{avatarInitial(metadata?.alias, metadata?.name)}</span>
      )}
    </Link>
  );
}
