// Favourites (spec §4): one entry per slug. Every rule returns a new list and tolerates a stored
// list that already holds a slug twice (written by an older version), collapsing it to one.
import type { Favorite } from '../../content/types/storage/favorite';

export type { Favorite };

export function isFavorite(favorites: readonly Favorite[], slug: string): boolean {
  return favorites.some((favorite) => favorite.slug === slug);
}

/** The list with each slug once, keeping the first (oldest) entry of each. */
export function uniqueFavorites(favorites: readonly Favorite[]): Favorite[] {
  const seen = new Set<string>();
  return favorites.filter((favorite) => {
    if (seen.has(favorite.slug)) return false;
    seen.add(favorite.slug);
    return true;
  });
}

/** Adds the favourite unless its slug is already there (the entry already saved stays as it is). */
export function addFavorite(favorites: readonly Favorite[], favorite: Favorite): Favorite[] {
  const unique = uniqueFavorites(favorites);
  return isFavorite(unique, favorite.slug) ? unique : [...unique, favorite];
}

export function removeFavorite(favorites: readonly Favorite[], slug: string): Favorite[] {
  return favorites.filter((favorite) => favorite.slug !== slug);
}

export interface FavoriteToggle {
  readonly favorites: Favorite[];
  /** True when the toggle saved it, false when it removed it. */
  readonly saved: boolean;
}

/** Removes the slug if saved, otherwise saves it: the favourite button. */
export function toggleFavorite(favorites: readonly Favorite[], favorite: Favorite): FavoriteToggle {
  return isFavorite(favorites, favorite.slug)
    ? { favorites: removeFavorite(favorites, favorite.slug), saved: false }
    : { favorites: addFavorite(favorites, favorite), saved: true };
}
