/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

export type Section =
  BulletsSection | TipsSection | PlanSection | HerbalItemSection | HerbalWarningSection;
/**
 * @minItems 1
 */
export type TextItems = [string, ...string[]];

/**
 * One nutrition guide (content/nutrition/guides/<slug>.json), shown at /bienestar/nutricion/{slug}. A meal-plan guide has bullets, tips and exactly one 3-day plan; the herbal guide has herb cards and warnings instead of a plan.
 */
export interface NutritionGuide {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  id: string;
  /**
   * The URL segment and the file name. Unique across all wellness and nutrition content, since favorites are kept by slug.
   */
  slug: string;
  kind: 'meal_plan' | 'herbal';
  /**
   * Position in the /bienestar/nutricion list.
   */
  order: number;
  title: string;
  summary: string;
  /**
   * Reading time.
   */
  duration: string;
  /**
   * The guide's key tip, shown first on the page.
   */
  horizons_tip: string;
  /**
   * Colour theme of the page; the app maps each to theme tokens.
   */
  theme: 'green' | 'orange' | 'blue' | 'purple' | 'teal' | 'rose';
  /**
   * @minItems 1
   */
  sections: [Section, ...Section[]];
  cta: NutritionCta;
}
export interface BulletsSection {
  type: 'bullets';
  title: string;
  items: TextItems;
}
export interface TipsSection {
  type: 'tips';
  title: string;
  items: TextItems;
}
/**
 * A 3-day meal plan: exactly one entry for each of days 1, 2 and 3.
 */
export interface PlanSection {
  type: 'plan';
  title: string;
  /**
   * @minItems 3
   * @maxItems 3
   */
  days: [PlanDay, PlanDay, PlanDay];
}
export interface PlanDay {
  day: 1 | 2 | 3;
  breakfast: string;
  lunch: string;
  dinner: string;
  snack: string;
}
/**
 * One herb: its card shows title and items; its dialog shows the detail blocks (uses, preparation, precautions).
 */
export interface HerbalItemSection {
  type: 'herbal_item';
  title: string;
  items: TextItems;
  /**
   * @minItems 1
   */
  details: [DetailBlock, ...DetailBlock[]];
}
export interface DetailBlock {
  title: string;
  items: TextItems;
}
/**
 * One warning about herbal teas: card and dialog like an herb.
 */
export interface HerbalWarningSection {
  type: 'herbal_warning';
  title: string;
  items: TextItems;
  /**
   * @minItems 1
   */
  details: [DetailBlock, ...DetailBlock[]];
}
export interface NutritionCta {
  label: string;
  action: 'add_favorite';
}
