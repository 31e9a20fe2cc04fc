// The favourite and 'done' buttons of an item page: toggle buttons (aria-pressed) whose words also
// say the state once pressed ('En favoritos', 'Hecho'), so a sighted member does not read a pressed
// 'Guardar en favoritos' as something still to do.
import { CircleCheck, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../content/messages';
import { toggleCompletedItem, useCompletedIds } from '../../state/completed';
import { useFavorites, type Favorite } from '../../state/favorites';
import { Button } from '../../ui/Button/Button';
import { toggleFavoriteWithToast } from './favoriteToggle';
import * as styles from './ItemActions.css';

export function FavoriteToggle({
  favorite,
  label = t('wellness.favoriteSave'),
}: {
  readonly favorite: Favorite;
  readonly label?: string;
}) {
  const saved = useFavorites().some((entry) => entry.slug === favorite.slug);
  return (
    <Button
      tone="secondary"
      className={styles.toggle}
      aria-pressed={saved}
      changesState
      onClick={() => toggleFavoriteWithToast(favorite)}
    >
      <Heart aria-hidden="true" size={20} fill={saved ? 'currentColor' : 'none'} />
      {saved ? t('wellness.inFavorites') : label}
    </Button>
  );
}

export function DoneToggle({ id }: { readonly id: string }) {
  const done = useCompletedIds().includes(id);
  return (
    <Button
      tone="secondary"
      className={styles.doneToggle}
      aria-pressed={done}
      changesState
      onClick={() => toggleCompletedItem(id)}
    >
      <CircleCheck aria-hidden="true" size={20} />
      {done ? t('wellness.done') : t('wellness.markDone')}
    </Button>
  );
}

export function ItemActions({ children }: { readonly children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
