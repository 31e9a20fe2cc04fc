// The address of a nutrition guide and the Favorite entry it is saved as.
import type { NutritionGuide } from '../../content/nutrition';
import type { Favorite } from '../../state/favorites';
import { routePaths } from '../../content/routePaths';
import { NUTRITION_CATEGORY_ID } from './wellnessLinks';

export const nutritionGuideHref = (guide: NutritionGuide): string =>
  `${routePaths.nutrition}/${guide.slug}`;

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
