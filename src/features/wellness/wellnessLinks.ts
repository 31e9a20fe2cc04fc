// Addresses of wellness pages and the Favorite entry an item is saved as. Nutrition guides have
// theirs in nutritionLinks.ts, so an item page does not load the nutrition content.
import type { WellnessCategory, WellnessItem } from '../../content/wellness';
import type { Favorite } from '../../state/favorites';
import { t } from '../../content/messages';
import { routePaths } from '../../content/routePaths';

export const WELLNESS_HOME = routePaths.wellness;
/** The not-found notice's way back. */
export const backToWellness = (): { readonly href: string; readonly label: string } => ({
  href: WELLNESS_HOME,
  label: t('wellness.backToWellness'),
});

export const NUTRITION_CATEGORY_ID = 'nutrition';

export const categoryHref = (category: WellnessCategory): string =>
  `${WELLNESS_HOME}/${category.slug}`;

export const itemHref = (category: WellnessCategory, item: WellnessItem): string =>
  `${WELLNESS_HOME}/${category.slug}/${item.slug}`;

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
