import { Clock } from 'lucide-react';
import { useParams } from 'wouter';
import { wellnessCategoryBySlug, wellnessItem } from '../../content/wellness';
import { t } from '../../content/messages';
import { ContentBlocks } from '../../renderers/ContentPage/ContentBlocks';
import { ContentNotFound } from '../../renderers/ContentPage/ContentNotFound';
import { ContentPage } from '../../renderers/ContentPage/ContentPage';
import { DoneToggle, FavoriteToggle, ItemActions } from './ItemActions';
import { wellnessItemBlocks } from './wellnessItemBlocks';
import { backToWellness, categoryHref, favoriteOfItem } from './wellnessLinks';

/**
 * /bienestar/{category}/{slug}: one page for every item; its body (breathing guide, audio, text)
 * comes from the block registry by the item's type.
 */
export default function WellnessItemPage() {
  const { category: categorySlug = '', slug = '' } = useParams<{
    category: string;
    slug: string;
  }>();
  const category = wellnessCategoryBySlug(categorySlug);
  const item = category ? wellnessItem(category.slug, slug) : undefined;
  if (!category || !item)
    return <ContentNotFound message={t('wellness.itemNotFound')} back={backToWellness()} />;

  return (
    <ContentPage
      titleId="contenido-titulo"
      title={item.title}
      back={{ href: categoryHref(category), label: category.title }}
      subtitle={item.subtitle}
      summary={item.summary}
      note={
        <>
          <Clock aria-hidden="true" size={16} />
          {item.duration}
        </>
      }
      actions={
        <ItemActions>
          <FavoriteToggle favorite={favoriteOfItem(category, item)} />
          <DoneToggle id={item.id} />
        </ItemActions>
      }
    >
      <ContentBlocks
        blocks={[item]}
        registry={wellnessItemBlocks}
        context={undefined}
        keyOf={(block) => block.id}
      />
    </ContentPage>
  );
}
