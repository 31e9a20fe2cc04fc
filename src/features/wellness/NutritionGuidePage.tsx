import { Clock, Lightbulb } from 'lucide-react';
import { useRef, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { nutritionGuideBySlug } from '../../content/nutrition';
import { t } from '../../content/messages';
import { ContentBlocks } from '../../renderers/ContentPage/ContentBlocks';
import { ContentPage } from '../../renderers/ContentPage/ContentPage';
import { guideBlocks } from './guideBlocks';
import { HerbalDialog } from './HerbalDialog';
import type { HerbalSection, OpenHerbalSection } from './HerbalCards';
import { FavoriteToggle, ItemActions } from './ItemActions';
import { nutritionGuideBlocks } from './nutritionGuideBlocks';
import { tipTone } from './nutritionTheme.css';
import * as styles from './NutritionGuidePage.css';
import { favoriteOfGuide } from './nutritionLinks';
import { routePaths } from '../../content/routePaths';
import { WELLNESS_HOME } from './wellnessLinks';

/**
 * /bienestar/nutricion/{slug}: the key tip, the guide's sections, its 3-day plan in tabs or its herb
 * cards, and the favourite button. An unknown slug goes back to /bienestar (spec §9).
 */
export default function NutritionGuidePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const guide = nutritionGuideBySlug(slug);
  const [openSection, setOpenSection] = useState<HerbalSection | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  if (!guide) return <Redirect to={WELLNESS_HOME} replace />;

  const openHerbal: OpenHerbalSection = (section, card) => {
    opener.current = card;
    setOpenSection(section);
  };
  // The shared Dialog is opened from state, not from a Radix trigger, so Radix has no element to
  // return focus to; once the dialog has gone, focus goes back to the card that opened it.
  const close = () => {
    setOpenSection(null);
    setTimeout(() => opener.current?.focus());
  };

  return (
    <ContentPage
      className={styles.page}
      titleId="guia-titulo"
      title={guide.title}
      back={{ href: routePaths.nutrition, label: t('wellness.nutritionBack') }}
      summary={guide.summary}
      note={
        <>
          <Clock aria-hidden="true" size={16} />
          {guide.duration}
        </>
      }
      actions={
        <ItemActions>
          <FavoriteToggle favorite={favoriteOfGuide(guide)} label={guide.cta.label} />
        </ItemActions>
      }
    >
      <aside
        className={[styles.tip, tipTone[guide.theme]].join(' ')}
        aria-labelledby="consejo-clave"
      >
        <Lightbulb className={styles.tipIcon} aria-hidden="true" size={24} />
        <div>
          <h3 id="consejo-clave" className={styles.tipTitle}>
            {t('wellness.keyTipHeading')}
          </h3>
          <p>{guide.horizons_tip}</p>
        </div>
      </aside>
      <ContentBlocks
        blocks={guideBlocks(guide.sections)}
        registry={nutritionGuideBlocks}
        context={{ checkedKey: guide.slug, openHerbal }}
      />
      <HerbalDialog section={openSection} onClose={close} />
    </ContentPage>
  );
}
