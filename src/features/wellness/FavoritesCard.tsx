import { Heart, X } from 'lucide-react';
import { Link } from 'wouter';
import { t } from '../../content/messages';
import { useFavorites } from '../../state/favorites';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { toggleFavoriteWithToast } from './favoriteToggle';
import * as styles from './FavoritesCard.css';
import { favoriteHref } from './favoriteHref';

/** The favourites card of /bienestar: each saved item links to its page and can be removed here. */
export function FavoritesCard() {
  const favorites = useFavorites();
  return (
    <Card className={styles.card} aria-labelledby="favoritos-titulo">
      <h2 id="favoritos-titulo" className={styles.heading}>
        <Heart className={styles.headingIcon} aria-hidden="true" size={22} />
        {t('wellness.favoritesTitle')}
      </h2>
      {favorites.length === 0 ? (
        <p className={styles.empty}>{t('wellness.favoritesEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('wellness.favoritesTitle')}>
          {favorites.map((favorite) => {
            const href = favoriteHref(favorite);
            const detail = [favorite.duration, href ? undefined : t('wellness.favoriteGone')]
              .filter(Boolean)
              .join(' · ');
            const body = (
              <>
                <span className={styles.title}>{favorite.title}</span>
                {detail && <span className={styles.detail}>{detail}</span>}
              </>
            );
            return (
              <li key={favorite.slug} className={styles.row}>
                {href ? (
                  <Link href={href} className={styles.link}>
                    {body}
                  </Link>
                ) : (
                  <span className={styles.gone}>{body}</span>
                )}
                <Button
                  tone="ghost"
                  size="icon"
                  aria-label={t('wellness.favoriteRemove', { title: favorite.title })}
                  onClick={() => toggleFavoriteWithToast({ ...favorite })}
                >
                  <X aria-hidden="true" size={20} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
