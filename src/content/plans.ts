// Typed access to the landing's plan chooser (content/plans/plans.json), checked at build time.
import plansFile from '../../content/plans/plans.json';
import type { Plan, PlanCta, PlanCtaKind, PlanId, PlansFile } from './types/plans';

export type { Plan, PlanCta, PlanCtaKind, PlanId };

const file = plansFile as PlansFile;

/** The chooser's heading, 'Elige tu plan ideal'. */
export const plansHeading: string = file.heading;

/** The plans in card order: Individual, Equipo / Empresas, Familiar. */
export const plans: readonly Plan[] = file.plans;
