import { toggleFavoriteEntry, type Favorite } from '../../state/favorites';
import { showToast } from '../../state/toasts';

export const SAVED_TOAST = '¡Guardado en favoritos!';
export const REMOVED_TOAST = 'Eliminado de favoritos';

/** The favourite button of spec §4: saves or removes by slug and says which in a toast. */
export function toggleFavoriteWithToast(favorite: Favorite): void {
  const saved = toggleFavoriteEntry(favorite);
  showToast({ title: saved ? SAVED_TOAST : REMOVED_TOAST });
}
