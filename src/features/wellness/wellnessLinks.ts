// Addresses of wellness pages and the Favorite entry each item is saved as. A favourite is found
// again by its slug alone (slugs are unique across wellness and nutrition content), so one saved
// by an older version, or whose category id changed, still opens its page.
import { nutritionGuideBySlug, type NutritionGuide } from '../../content/nutrition';
import {
  wellnessCategories,
  wellnessItems,
  type WellnessCategory,
  type WellnessItem,
} from '../../content/wellness';
import type { Favorite } from '../../state/favorites';

export const WELLNESS_HOME = '/bienestar';
export const NUTRITION_CATEGORY_ID = 'nutrition';

export const categoryHref = (category: WellnessCategory): string =>
  `${WELLNESS_HOME}/${category.slug}`;

export const itemHref = (category: WellnessCategory, item: WellnessItem): string =>
  `${WELLNESS_HOME}/${category.slug}/${item.slug}`;

export const nutritionGuideHref = (guide: NutritionGuide): string =>
  `${WELLNESS_HOME}/nutricion/${guide.slug}`;

export function favoriteOfItem(category: WellnessCategory, item: WellnessItem): Favorite {
  return {
    id: item.id,
    category: category.id,
    title: item.title,
    summary: item.summary,
    duration: item.duration,
    slug: item.slug,
  };
}

export function favoriteOfGuide(guide: NutritionGuide): Favorite {
  return {
    id: guide.id,
    category: NUTRITION_CATEGORY_ID,
    title: guide.title,
    summary: guide.summary,
    duration: guide.duration,
    slug: guide.slug,
  };
}

/** Where a saved favourite lives today; undefined when that content no longer exists. */
export function favoriteHref(favorite: Favorite): string | undefined {
  const guide = nutritionGuideBySlug(favorite.slug);
  if (guide) return nutritionGuideHref(guide);
  for (const category of wellnessCategories()) {
    const item = wellnessItems(category.slug).find((candidate) => candidate.slug === favorite.slug);
    if (item) return itemHref(category, item);
  }
  return undefined;
}
