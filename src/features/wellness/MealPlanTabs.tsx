// The 3-day meal plan in tabs (Día 1–3), each day's four meals tickable.
import type { PlanDay, PlanSection } from '../../content/nutrition';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
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
      <Tabs defaultValue={String(days[0]?.day ?? 1)} className={styles.tabs}>
        <TabList aria-label="Días del menú">
          {days.map((day) => (
            <Tab key={day.day} value={String(day.day)}>
              Día {day.day}
            </Tab>
          ))}
        </TabList>
        {days.map((day) => (
          <TabPanel key={day.day} value={String(day.day)} className={styles.tabPanel}>
            <Checklist
              checkedKey={checkedKey}
              lines={linesOf(day)}
              label={`Comidas del día ${day.day}`}
            />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
