// Where a saved favourite lives today. It is found by its slug alone (slugs are unique across
// wellness and nutrition content), so one saved by an older version, or whose category id changed,
// still opens its page.
import { nutritionGuideBySlug } from '../../content/nutrition';
import { wellnessCategories, wellnessItems } from '../../content/wellness';
import type { Favorite } from '../../state/favorites';
import { nutritionGuideHref } from './nutritionLinks';
import { itemHref } from './wellnessLinks';

/** The favourite's page; undefined when that content no longer exists. */
export function favoriteHref(favorite: Favorite): string | undefined {
  const guide = nutritionGuideBySlug(favorite.slug);
  if (guide) return nutritionGuideHref(guide);
  for (const category of wellnessCategories()) {
    const item = wellnessItems(category.slug).find((candidate) => candidate.slug === favorite.slug);
    if (item) return itemHref(category, item);
  }
  return undefined;
}
