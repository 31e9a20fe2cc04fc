import { ChevronLeft, Clock, Lightbulb } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { nutritionGuideBySlug } from '../../content/nutrition';
import { GuideSection } from './GuideSection';
import { guideBlocks } from './guideBlocks';
import { HerbalDialog } from './HerbalDialog';
import {
  HerbCards,
  HerbalWarnings,
  type HerbalSection,
  type OpenHerbalSection,
} from './HerbalCards';
import { FavoriteToggle, ItemActions } from './ItemActions';
import { tipTone } from './nutritionTheme.css';
import * as itemStyles from './WellnessItemPage.css';
import * as styles from './NutritionGuidePage.css';
import { favoriteOfGuide } from './nutritionLinks';
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

  const open: OpenHerbalSection = (section, card) => {
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
    <article className={styles.page} aria-labelledby="guia-titulo">
      <header className={itemStyles.header}>
        <Link href={`${WELLNESS_HOME}/nutricion`} className={itemStyles.eyebrow}>
          <ChevronLeft aria-hidden="true" size={16} />
          Nutrición
        </Link>
        <h2 id="guia-titulo" className={itemStyles.title}>
          {guide.title}
        </h2>
        <p className={itemStyles.summary}>{guide.summary}</p>
        <p className={itemStyles.duration}>
          <Clock aria-hidden="true" size={16} />
          {guide.duration}
        </p>
      </header>
      <ItemActions>
        <FavoriteToggle favorite={favoriteOfGuide(guide)} label={guide.cta.label} />
      </ItemActions>
      <aside
        className={[styles.tip, tipTone[guide.theme]].join(' ')}
        aria-labelledby="consejo-clave"
      >
        <Lightbulb className={styles.tipIcon} aria-hidden="true" size={24} />
        <div>
          <h3 id="consejo-clave" className={styles.tipTitle}>
            Consejo clave
          </h3>
          <p>{guide.horizons_tip}</p>
        </div>
      </aside>
      {guideBlocks(guide.sections).map((block, index) => {
        if (block.kind === 'herbs')
          return <HerbCards key={index} herbs={block.herbs} onOpen={open} />;
        if (block.kind === 'warnings')
          return <HerbalWarnings key={index} warnings={block.warnings} onOpen={open} />;
        return <GuideSection key={index} section={block.section} checkedKey={guide.slug} />;
      })}
      <HerbalDialog section={openSection} onClose={close} />
    </article>
  );
}
