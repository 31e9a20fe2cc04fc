// Typed access to the wellness categories and items (content/wellness/). The files are checked
// against their schemas at build time (scripts/content/validate.ts), so here they are only typed.
import categoriesFile from '../../content/wellness/categories.json';
import type { WellnessCategoriesFile, WellnessCategory } from './types/wellness-categories';
import type {
  AudioWellnessItem,
  BreathingPattern,
  BreathingWellnessItem,
  TextWellnessItem,
  WellnessItem,
  WellnessItemsFile,
} from './types/wellness-items';

export type {
  AudioWellnessItem,
  BreathingPattern,
  BreathingWellnessItem,
  TextWellnessItem,
  WellnessCategory,
  WellnessItem,
};

export type WellnessCategoryId = WellnessCategory['id'];

const categories: readonly WellnessCategory[] = [
  ...(categoriesFile as WellnessCategoriesFile).categories,
].sort((a, b) => a.order - b.order);

const itemFiles = import.meta.glob<WellnessItemsFile>('../../content/wellness/items/*.json', {
  eager: true,
  import: 'default',
});

// Keyed by the category id each file declares, so a file's name never decides its category.
const itemsByCategoryId: ReadonlyMap<WellnessCategoryId, readonly WellnessItem[]> = new Map(
  Object.values(itemFiles).map((file) => [file.category, file.items] as const),
);

/** The six categories in the order of their cards on /bienestar. */
export function wellnessCategories(): readonly WellnessCategory[] {
  return categories;
}

export function wellnessCategoryBySlug(slug: string): WellnessCategory | undefined {
  return categories.find((category) => category.slug === slug);
}

/**
 * The items of a category, in list order. Empty for an unknown slug and for 'nutricion', whose
 * list is the nutrition guides (see nutrition.ts).
 */
export function wellnessItems(categorySlug: string): readonly WellnessItem[] {
  const category = wellnessCategoryBySlug(categorySlug);
  return category ? (itemsByCategoryId.get(category.id) ?? []) : [];
}

export function wellnessItem(categorySlug: string, itemSlug: string): WellnessItem | undefined {
  return wellnessItems(categorySlug).find((item) => item.slug === itemSlug);
}
