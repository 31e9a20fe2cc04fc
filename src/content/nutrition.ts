// Typed access to the nutrition guides (content/nutrition/guides/, one file per guide). The files
// are checked against their schema at build time (scripts/content/validate.ts).
import type {
  BulletsSection,
  DetailBlock,
  HerbalItemSection,
  HerbalWarningSection,
  NutritionGuide,
  PlanDay,
  PlanSection,
  Section,
  TipsSection,
} from './types/nutrition-guide';

export type {
  BulletsSection,
  DetailBlock,
  HerbalItemSection,
  HerbalWarningSection,
  NutritionGuide,
  PlanDay,
  PlanSection,
  Section,
  TipsSection,
};

export type NutritionTheme = NutritionGuide['theme'];

const guideFiles = import.meta.glob<NutritionGuide>('../../content/nutrition/guides/*.json', {
  eager: true,
  import: 'default',
});

const guides: readonly NutritionGuide[] = Object.values(guideFiles).sort(
  (a, b) => a.order - b.order,
);

/** The 16 meal-plan guides and the herbal-teas guide, in the order of /bienestar/nutricion. */
export function nutritionGuides(): readonly NutritionGuide[] {
  return guides;
}

export function nutritionGuideBySlug(slug: string): NutritionGuide | undefined {
  return guides.find((guide) => guide.slug === slug);
}
