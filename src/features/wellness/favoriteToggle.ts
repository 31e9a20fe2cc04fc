import { toggleFavoriteEntry, type Favorite } from '../../state/favorites';
import { showToast } from '../../state/toasts';
import { t } from '../../content/messages';

/** The favourite button of spec §4: saves or removes by slug and says which in a toast. */
export function toggleFavoriteWithToast(favorite: Favorite): void {
  const saved = toggleFavoriteEntry(favorite);
  showToast({
    title: saved ? t('wellness.favoriteSavedToast') : t('wellness.favoriteRemovedToast'),
  });
}
