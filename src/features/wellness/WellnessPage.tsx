import { Link } from 'wouter';
import { wellnessCategories } from '../../content/wellness';
import { t } from '../../content/messages';
import { CategoryIcon } from './CategoryIcon';
import { FavoritesCard } from './FavoritesCard';
import { categoryHref } from './wellnessLinks';
import * as styles from './WellnessPage.css';

/** /bienestar: the member's favourites first, then the six categories (spec §9 Wellness). */
export default function WellnessPage() {
  return (
    <div className={styles.page}>
      <FavoritesCard />
      <section aria-labelledby="categorias-titulo">
        <h2 id="categorias-titulo" className={styles.sectionTitle}>
          {t('wellness.categoriesTitle')}
        </h2>
        <ul className={styles.categories}>
          {wellnessCategories().map((category) => (
            <li key={category.id}>
              <Link href={categoryHref(category)} className={styles.categoryLink}>
                <span className={styles.categoryIcon}>
                  <CategoryIcon name={category.icon} size={24} />
                </span>
                <span className={styles.categoryText}>
                  <span className={styles.categoryTitle}>{category.title}</span>
                  <span className={styles.categoryDescription}>{category.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
