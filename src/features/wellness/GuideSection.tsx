// One section of a nutrition guide, drawn by its type through one registry: bullets as a list, tips
// as lines to tick, the plan as tabs. A type missing here (herbs and warnings are drawn as groups by
// the page) falls back to its title and items as a plain list.
import { createElement, useId, type ComponentType } from 'react';
import type { Section } from '../../content/nutrition';
import { checklistItemId } from '../../domain/checkedItems';
import { Checklist } from './Checklist';
import { MealPlanTabs } from './MealPlanTabs';
import * as styles from './NutritionGuidePage.css';

type SectionOfType<T extends Section['type']> = Extract<Section, { type: T }>;

interface SectionProps<S = Section> {
  readonly section: S;
  /** Where this guide's ticks are kept (its slug). */
  readonly checkedKey: string;
}

/** Any section with a title and lines: bullets, and the fallback for a type the registry lacks. */
type ListedSection = { readonly title: string; readonly items: readonly string[] };

function BulletsSectionView({ section }: SectionProps<ListedSection>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {section.title}
      </h3>
      <ul className={styles.bullets}>
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function TipsSectionView({ section, checkedKey }: SectionProps<SectionOfType<'tips'>>) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {section.title}
      </h3>
      <p className={styles.hint}>Marca los que ya pones en práctica.</p>
      <Checklist
        checkedKey={checkedKey}
        label={section.title}
        lines={section.items.map((item) => ({ id: checklistItemId('consejo', item), text: item }))}
      />
    </section>
  );
}

function PlanSectionView({ section, checkedKey }: SectionProps<SectionOfType<'plan'>>) {
  return <MealPlanTabs plan={section} checkedKey={checkedKey} />;
}

type SectionRegistry = {
  readonly [T in 'bullets' | 'tips' | 'plan']: ComponentType<SectionProps<SectionOfType<T>>>;
};

const sectionRegistry: SectionRegistry = {
  bullets: BulletsSectionView,
  tips: TipsSectionView,
  plan: PlanSectionView,
};

const fallbackSection = BulletsSectionView as ComponentType<SectionProps>;

export function GuideSection({ section, checkedKey }: SectionProps) {
  // Each entry only ever receives sections of its own key's type, which the lookup by `type`
  // guarantees; the mapped type just cannot express that pairing.
  const byType = sectionRegistry as Readonly<
    Record<string, ComponentType<SectionProps> | undefined>
  >;
  const view =
    (Object.hasOwn(byType, section.type) ? byType[section.type] : undefined) ?? fallbackSection;
  return createElement(view, { section, checkedKey });
}
