import { useParams } from 'wouter';
import { nutritionGuides } from '../../content/nutrition';
import { t } from '../../content/messages';
import {
  wellnessCategoryBySlug,
  wellnessItems,
  type WellnessCategory,
} from '../../content/wellness';
import { ContentNotFound } from '../../renderers/ContentPage/ContentNotFound';
import { useCompletedIds } from '../../state/completed';
import { useFavorites } from '../../state/favorites';
import { CategoryIcon } from './CategoryIcon';
import { ContentList, type ContentListEntry } from './ContentList';
import { nutritionGuideHref } from './nutritionLinks';
import { backToWellness, itemHref, NUTRITION_CATEGORY_ID } from './wellnessLinks';
import * as styles from './WellnessCategoryPage.css';

interface MemberMarks {
  readonly completedIds: readonly string[];
  readonly favoriteSlugs: ReadonlySet<string>;
}

function entriesOf(category: WellnessCategory, marks: MemberMarks): ContentListEntry[] {
  const marksOf = (id: string, slug: string) => ({
    done: marks.completedIds.includes(id),
    favorite: marks.favoriteSlugs.has(slug),
  });
  if (category.id === NUTRITION_CATEGORY_ID) {
    return nutritionGuides().map((guide) => ({
      key: guide.slug,
      href: nutritionGuideHref(guide),
      title: guide.title,
      detail: guide.summary,
      duration: guide.duration,
      ...marksOf(guide.id, guide.slug),
    }));
  }
  return wellnessItems(category.slug).map((item) => ({
    key: item.slug,
    href: itemHref(category, item),
    title: item.title,
    detail: item.subtitle ?? item.summary,
    duration: item.duration,
    ...marksOf(item.id, item.slug),
  }));
}

/** /bienestar/{category}: the category's items, or the nutrition guides; unknown → not found. */
export default function WellnessCategoryPage() {
  const { category: slug = '' } = useParams<{ category: string }>();
  const category = wellnessCategoryBySlug(slug);
  const favorites = useFavorites();
  const completed = useCompletedIds();
  if (!category)
    return <ContentNotFound message={t('wellness.categoryNotFound')} back={backToWellness()} />;

  const entries = entriesOf(category, {
    completedIds: completed,
    favoriteSlugs: new Set(favorites.map((favorite) => favorite.slug)),
  });

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <span className={styles.icon}>
          <CategoryIcon name={category.icon} size={26} />
        </span>
        <div>
          <h2 className={styles.title}>{category.title}</h2>
          <p className={styles.description}>{category.description}</p>
        </div>
      </header>
      <ContentList entries={entries} label={category.title} />
    </div>
  );
}
