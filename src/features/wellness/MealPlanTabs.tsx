// The 3-day meal plan in tabs (Día 1–3), each day's four meals tickable.
import type { PlanDay, PlanSection } from '../../content/nutrition';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import { Checklist, type ChecklistLine } from './Checklist';
import * as styles from './NutritionGuidePage.css';

const MEALS = [
  ['breakfast', 'desayuno', 'Desayuno'],
  ['lunch', 'comida', 'Comida'],
  ['dinner', 'cena', 'Cena'],
  ['snack', 'colacion', 'Colación'],
] as const;

/** The meal's id in the checked items: stable as long as the plan has this day and meal. */
export const mealId = (day: PlanDay['day'], mealSlug: string): string => `dia-${day}-${mealSlug}`;

function linesOf(day: PlanDay): ChecklistLine[] {
  return MEALS.map(([field, slug, label]) => ({
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
      <p className={styles.hint}>Marca las comidas que ya preparaste.</p>
      <DataTabs
        className={styles.tabs}
        listName={{ label: 'Días del menú' }}
        panelClassName={styles.tabPanel}
        tabs={days.map((day) => ({
          value: String(day.day),
          label: `Día ${day.day}`,
          content: (
            <Checklist
              checkedKey={checkedKey}
              lines={linesOf(day)}
              label={`Comidas del día ${day.day}`}
            />
          ),
        }))}
      />
    </section>
  );
}
