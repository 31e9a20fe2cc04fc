// The 3-day meal plan in tabs (Día 1–3), each day's four meals tickable.
import type { PlanDay, PlanSection } from '../../content/nutrition';
import { t } from '../../content/messages';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import { Checklist, type ChecklistLine } from './Checklist';
import * as styles from './NutritionGuidePage.css';

type MealField = 'breakfast' | 'lunch' | 'dinner' | 'snack';

/** Each meal of a day in order: its field in the plan, its slug in the checked items, its name. */
const meals = (): ReadonlyArray<readonly [field: MealField, slug: string, label: string]> => [
  ['breakfast', 'desayuno', t('wellness.mealBreakfast')],
  ['lunch', 'comida', t('wellness.mealLunch')],
  ['dinner', 'cena', t('wellness.mealDinner')],
  ['snack', 'colacion', t('wellness.mealSnack')],
];

/** The meal's id in the checked items: stable as long as the plan has this day and meal. */
export const mealId = (day: PlanDay['day'], mealSlug: string): string => `dia-${day}-${mealSlug}`;

function linesOf(day: PlanDay): ChecklistLine[] {
  return meals().map(([field, slug, label]) => ({
    id: mealId(day.day, slug),
    label,
    text: day[field],
  }));
}

export function MealPlanTabs({
  plan,
  checkedKey,
}: {
  readonly plan: PlanSection;
  readonly checkedKey: string;
}) {
  const days = [...plan.days].sort((a, b) => a.day - b.day);
  return (
    <section className={styles.section} aria-labelledby="plan-titulo">
      <h3 id="plan-titulo" className={styles.sectionTitle}>
        {plan.title}
      </h3>
      <p className={styles.hint}>{t('wellness.mealPlanHint')}</p>
      <DataTabs
        className={styles.tabs}
        listName={{ label: t('wellness.mealPlanDaysLabel') }}
        panelClassName={styles.tabPanel}
        tabs={days.map((day) => ({
          value: String(day.day),
          label: t('wellness.mealPlanDay', { day: day.day }),
          content: (
            <Checklist
              checkedKey={checkedKey}
              lines={linesOf(day)}
              label={t('wellness.mealPlanDayMeals', { day: day.day })}
            />
          ),
        }))}
      />
    </section>
  );
}
