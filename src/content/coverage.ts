// Typed access to the coverage catalogue (content/coverage/). The files are checked against their
// schemas at build time (scripts/content/validate.ts runs in the build), so here they are only typed.
import categoriesFile from '../../content/coverage/categories.json';
import type {
  CoverageCategoriesFile,
  CoverageCategory,
  CoverageCategoryId,
} from './types/coverage-categories';
import type { CoverageService, CoverageServicesFile } from './types/coverage-services';

export type { CoverageCategory, CoverageCategoryId, CoverageService };

export interface CoverageCategoryWithServices extends CoverageCategory {
  readonly services: readonly CoverageService[];
}

const serviceFiles = import.meta.glob<CoverageServicesFile>(
  '../../content/coverage/services/*.json',
  { eager: true, import: 'default' },
);

function servicesOf(id: CoverageCategoryId): readonly CoverageService[] {
  return serviceFiles[`../../content/coverage/services/${id}.json`]?.services ?? [];
}

/** The seven categories in tab order, each with its services in card order. */
export const coverageCategories: readonly CoverageCategoryWithServices[] = (
  categoriesFile as CoverageCategoriesFile
).categories.map((category) => ({ ...category, services: servicesOf(category.id) }));

/** The tab selected when the page opens: the first category (Médica). */
export const defaultCoverageCategoryId: CoverageCategoryId = coverageCategories[0]?.id ?? 'medica';

const servicesById: ReadonlyMap<string, CoverageService> = new Map(
  coverageCategories.flatMap((category) => category.services.map((s) => [s.id, s] as const)),
);

/** Service ids are unique across categories (a content check ensures it). */
export function coverageServiceById(id: string): CoverageService | undefined {
  return servicesById.get(id);
}
