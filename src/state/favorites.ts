// Saved wellness items and nutrition guides (`vita365_favorites`), in the spec's Favorite shape, as a
// bare array. The slice registers on first use, so importing does no work.
import { useSnapshot } from 'valtio';
import type { Favorite } from '../content/types/storage/favorite';
import { toggleFavorite, uniqueFavorites } from '../domain/wellness/favorites';
import { memberDataKind } from './memberDataKind';
import { validate as validateFavorite } from 'virtual:storage-validator/favorite';
import { listGuard, storageGuard } from './storageValidator';
import { t } from '../content/messages';

export type { Favorite };

export const FAVORITES_KEY = 'vita365_favorites';

export const favoritesData = memberDataKind<Favorite[]>({
  key: FAVORITES_KEY,
  schema: 'favorite',
  label: t('storage.favorites'),
  version: 1,
  validate: listGuard(storageGuard<Favorite>(validateFavorite)),
  initial: () => [],
  // Favourites are told apart by slug (spec §4: add with dedupe by slug, remove by slug).
  merge: { kind: 'entries', identity: 'slug' },
  backup: {},
  hosted: { table: 'wellness_favorites' },
});

export const favoritesSlice = favoritesData.slice;

/** Saves the favourite, or removes it when its slug is already saved; true when it was saved. */
export function toggleFavoriteEntry(favorite: Favorite): boolean {
  const state = favoritesSlice().state;
  const { favorites, saved } = toggleFavorite(state.value, favorite);
  state.value = favorites;
  return saved;
}

/** The member's favourites, each slug once, in the order saved; re-renders when they change. */
export function useFavorites(): readonly Favorite[] {
  const { value } = useSnapshot(favoritesSlice().state);
  return uniqueFavorites(value);
}
