// How a nutrition guide draws each block, registered in the content-page renderer's block
// registry: bullets as a list, tips as lines to tick, the plan as tabs, herbs and warnings as cards
// that open a dialog. A type without a view falls back to its title and lines as a plain list.
import { useId } from 'react';
import { t } from '../../content/messages';
import { checklistItemId } from '../../domain/wellness/checkedItems';
import { createBlockRegistry, type BlockProps } from '../../renderers/ContentPage/blockRegistry';
import { Checklist } from './Checklist';
import type { GuideBlock } from './guideBlocks';
import { HerbCards, HerbalWarnings, type OpenHerbalSection } from './HerbalCards';
import { MealPlanTabs } from './MealPlanTabs';
import * as styles from './NutritionGuidePage.css';

export interface NutritionGuideContext {
  /** Where this guide's ticks are kept (its slug). */
  readonly checkedKey: string;
  readonly openHerbal: OpenHerbalSection;
}

type BlockOfType<T extends GuideBlock['type']> = Extract<GuideBlock, { type: T }>;
type GuideBlockProps<B> = BlockProps<B, NutritionGuideContext>;

function BulletsView({ block }: GuideBlockProps<BlockOfType<'bullets'>>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {block.title}
      </h3>
      <ul className={styles.bullets}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A block of a type this page does not know: its title and lines, when it has them. */
function FallbackView({ block, context }: GuideBlockProps<GuideBlock>) {
  if (!('title' in block) || !('items' in block)) return null;
  return (
    <BulletsView
      block={{ type: 'bullets', title: block.title, items: block.items }}
      context={context}
    />
  );
}

function TipsView({ block, context }: GuideBlockProps<BlockOfType<'tips'>>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {block.title}
      </h3>
      <p className={styles.hint}>{t('wellness.tipsHint')}</p>
      <Checklist
        checkedKey={context.checkedKey}
        label={block.title}
        lines={block.items.map((item) => ({ id: checklistItemId('consejo', item), text: item }))}
      />
    </section>
  );
}

function PlanView({ block, context }: GuideBlockProps<BlockOfType<'plan'>>) {
  return <MealPlanTabs plan={block} checkedKey={context.checkedKey} />;
}

function HerbsView({ block, context }: GuideBlockProps<BlockOfType<'herbs'>>) {
  return <HerbCards herbs={block.herbs} onOpen={context.openHerbal} />;
}

function WarningsView({ block, context }: GuideBlockProps<BlockOfType<'warnings'>>) {
  return <HerbalWarnings warnings={block.warnings} onOpen={context.openHerbal} />;
}

export const nutritionGuideBlocks = createBlockRegistry<GuideBlock, NutritionGuideContext>({
  views: {
    bullets: BulletsView,
    tips: TipsView,
    plan: PlanView,
    herbs: HerbsView,
    warnings: WarningsView,
  },
  fallback: FallbackView,
});
