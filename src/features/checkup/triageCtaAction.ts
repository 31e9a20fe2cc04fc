// What pressing a result's call to action does (spec §4 "Triage levels", triage contract). The level
// decides: A dials the emergency number, B shows the simulated map of emergency rooms, C goes to the
// agenda, D opens the self-care guide its route names (selfcare/<topic>, issue 27). B's route (er/map)
// names a screen that does not exist yet, so its simulated message is shown through the shared
// 'Función no implementada' notice, as is D's when its route names no guide. A never depends on
// content: a missing route must not stop a call.
import { selfCareGuidePath, selfCareTopicOfRoute } from '../../content/selfCareGuides';
import type { TriageMessages } from '../../content/types/triage-levels';
import type { TriageCta, TriageLevelId } from '../../content/types/triage-test';

export const AGENDA_PATH = '/agenda';

export type TriageCtaAction =
  | { readonly kind: 'dial'; readonly href: string }
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'simulated'; readonly message: string }
  | { readonly kind: 'undefined'; readonly message: string };

export interface TriageCtaContext {
  /** The tel: link of the emergency line (911). */
  readonly emergencyHref: string;
  readonly messages: TriageMessages;
}

export function triageCtaAction(
  level: TriageLevelId,
  cta: TriageCta | undefined,
  { emergencyHref, messages }: TriageCtaContext,
): TriageCtaAction {
  if (level === 'A') return { kind: 'dial', href: emergencyHref };
  if (cta?.route === undefined) return { kind: 'undefined', message: messages.actionUndefined };
  switch (level) {
    case 'B':
      return { kind: 'simulated', message: messages.mapSimulated };
    case 'C':
      return { kind: 'navigate', to: AGENDA_PATH };
    case 'D': {
      const topic = selfCareTopicOfRoute(cta.route);
      return topic === undefined
        ? { kind: 'simulated', message: messages.selfCareSimulated }
        : { kind: 'navigate', to: selfCareGuidePath(topic) };
    }
  }
}
