import { Camera } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { useAuth } from '../../auth/useAuth';
import { avatarProblem } from '../../domain/profile/profile';
import { avatarInitial } from '../../domain/format/ids';
import { showToast } from '../../state/toasts';
import { button } from '../../ui/Button/Button.css';
import * as styles from './AvatarPicker.css';
import { resizeAvatar } from './resizeAvatar';
import { t } from '../../content/messages';

/** The member's photo with 'Cambiar foto': png or jpeg up to about 5 MB, saved at once (spec §5). */
export function AvatarPicker() {
  const { user, updateUserMetadata } = useAuth();
  const metadata = user?.user_metadata;
  const [busy, setBusy] = useState(false);
  const avatarUrl = typeof metadata?.avatarUrl === 'string' ? metadata.avatarUrl : '';

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    input.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem === 'size') {
      showToast({
        title: t('profile.imageTooLargeTitle'),
        description: t('profile.imageTooLargeDescription'),
        variant: 'destructive',
      });
      return;
    }
    if (problem === 'type') {
      showToast({
        title: t('profile.imageTypeTitle'),
        description: t('profile.imageTypeDescription'),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      let resized: string;
      try {
        resized = await resizeAvatar(file);
      } catch {
        showToast({
          title: t('profile.imageUnreadableTitle'),
          description: t('profile.imageUnreadableDescription'),
          variant: 'destructive',
        });
        return;
      }
      await updateUserMetadata({ avatarUrl: resized });
      showToast({
        title: t('profile.savedTitle'),
        description: t('profile.avatarSavedDescription'),
      });
    } catch {
      showToast({
        title: t('profile.errorTitle'),
        description: t('profile.errorDescription'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.picker}>
      <div className={styles.avatar}>
        {avatarUrl ? (
          <img className={styles.image} src={avatarUrl} alt={t('profile.photoAlt')} />
        ) : (
          <span aria-hidden="true">{avatarInitial(metadata?.alias, metadata?.name)}</span>
        )}
      </div>
      <input
        id="perfil-foto"
        className={styles.input}
        type="file"
        accept="image/png,image/jpeg"
        disabled={busy}
        onChange={(event) => void handleFile(event)}
      />
      <label
        htmlFor="perfil-foto"
        className={`${button({ tone: 'secondary', size: 'md' })} ${styles.label}`}
        aria-disabled={busy || undefined}
      >
        <Camera aria-hidden="true" size={18} />
        {busy ? t('profile.photoSaving') : t('profile.photoChange')}
      </label>
    </div>
  );
}
