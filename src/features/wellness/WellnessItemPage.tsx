import { Clock, ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { wellnessCategoryBySlug, wellnessItem } from '../../content/wellness';
import { ItemBody } from './itemBodyRegistry';
import { DoneToggle, FavoriteToggle, ItemActions } from './ItemActions';
import { NotFoundNotice } from './NotFoundNotice';
import { categoryHref, favoriteOfItem } from './wellnessLinks';
import * as styles from './WellnessItemPage.css';

/**
 * /bienestar/{category}/{slug}: one page for every item; its body (breathing guide, audio, text)
 * comes from the registry by the item's type.
 */
export default function WellnessItemPage() {
  const { category: categorySlug = '', slug = '' } = useParams<{
    category: string;
    slug: string;
  }>();
  const category = wellnessCategoryBySlug(categorySlug);
  const item = category ? wellnessItem(category.slug, slug) : undefined;
  if (!category || !item) return <NotFoundNotice message="Contenido no encontrado." />;

  return (
    <article className={styles.page} aria-labelledby="contenido-titulo">
      <header className={styles.header}>
        <Link href={categoryHref(category)} className={styles.eyebrow}>
          <ChevronLeft aria-hidden="true" size={16} />
          {category.title}
        </Link>
        <h2 id="contenido-titulo" className={styles.title}>
          {item.title}
        </h2>
        {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
        <p className={styles.summary}>{item.summary}</p>
        <p className={styles.duration}>
          <Clock aria-hidden="true" size={16} />
          {item.duration}
        </p>
      </header>
      <ItemActions>
        <FavoriteToggle favorite={favoriteOfItem(category, item)} />
        <DoneToggle id={item.id} />
      </ItemActions>
      <ItemBody key={item.id} item={item} />
    </article>
  );
}
