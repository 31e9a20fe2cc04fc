// What pressing a result's call to action does (spec §4 "Triage levels", triage contract). The level
// decides: A dials the emergency number, B shows the simulated map of emergency rooms with a link to a
// real maps search near the member, C opens the agenda's appointment form titled with the test's name,
// D opens the self-care guide its route names (selfcare/<topic>, issue 27). B's route (er/map) names a
// screen that does not exist yet, so its simulated message is shown through the shared 'Función no
// implementada' notice, as is D's when its route names no guide. A never depends on content: a missing
// route must not stop a call.
import { selfCareGuidePath, selfCareTopicOfRoute } from '../../content/selfCareGuides';
import type { TriageMessages } from '../../content/types/triage-levels';
import type { TriageCta, TriageLevelId } from '../../content/types/triage-test';
import { appointmentDraftPath } from '../../domain/appointmentDraftLink';
import { mapsSearchUrl } from '../../domain/mapsSearchUrl';

export type TriageCtaAction =
  | { readonly kind: 'dial'; readonly href: string }
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'simulated'; readonly message: string }
  | {
      readonly kind: 'map';
      readonly message: string;
      /** Opens the phone's maps app on a search for emergency rooms near the member. */
      readonly search: { readonly label: string; readonly href: string };
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
        message: messages.mapSimulated,
        search: { label: messages.mapSearch.label, href: mapsSearchUrl(messages.mapSearch.query) },
      };
    case 'C':
      return { kind: 'navigate', to: appointmentDraftPath(testTitle) };
    case 'D': {
      const topic = selfCareTopicOfRoute(cta.route);
      return topic === undefined
        ? { kind: 'simulated', message: messages.selfCareSimulated }
        : { kind: 'navigate', to: selfCareGuidePath(topic) };
    }
  }
}
