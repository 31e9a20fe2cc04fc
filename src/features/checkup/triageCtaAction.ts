// What pressing a result's call to action does (spec §4 "Triage levels", triage contract). The level
// decides: A dials the emergency number, B opens the phone's maps app on a search for emergency rooms
// near the member (issue 43), C opens the agenda's appointment form titled with the test's name, D opens
// the self-care guide its route names (selfcare/<topic>, issue 27), or the shared 'Función no
// implementada' notice when its route names no guide. A never depends on content: a missing route must
// not stop a call.
import { selfCareGuidePath, selfCareTopicOfRoute } from '../../content/selfCareGuides';
import type { TriageMessages } from '../../content/types/triage-levels';
import type { TriageCta, TriageLevelId } from '../../content/types/triage-test';
import { routePaths } from '../../content/routePaths';
import { appointmentDraftPath } from '../../domain/agenda/appointmentDraftLink';
import { mapsSearchUrl } from '../../domain/triage/mapsSearchUrl';

export type TriageCtaAction =
  | { readonly kind: 'dial'; readonly href: string }
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'simulated'; readonly message: string }
  | {
      /** Opens the phone's maps app on a search for emergency rooms near the member. */
      readonly kind: 'map';
      readonly href: string;
      /** A line under the link saying what it opens. */
      readonly hint: string;
    }
  | { readonly kind: 'undefined'; readonly message: string };

export interface TriageCtaContext {
  /** The tel: link of the emergency line (911). */
  readonly emergencyHref: string;
  readonly messages: TriageMessages;
  /** The test's name: the title of the appointment level C proposes. */
  readonly testTitle: string;
}

export function triageCtaAction(
  level: TriageLevelId,
  cta: TriageCta | undefined,
  { emergencyHref, messages, testTitle }: TriageCtaContext,
): TriageCtaAction {
  if (level === 'A') return { kind: 'dial', href: emergencyHref };
  if (cta?.route === undefined) return { kind: 'undefined', message: messages.actionUndefined };
  switch (level) {
    case 'B':
      return {
        kind: 'map',
        href: mapsSearchUrl(messages.mapSearch.query),
        hint: messages.mapSearch.label,
      };
    case 'C':
      return { kind: 'navigate', to: appointmentDraftPath(routePaths.agenda, testTitle) };
    case 'D': {
      const topic = selfCareTopicOfRoute(cta.route);
      return topic === undefined
        ? { kind: 'simulated', message: messages.selfCareSimulated }
        : { kind: 'navigate', to: selfCareGuidePath(topic) };
    }
  }
}
