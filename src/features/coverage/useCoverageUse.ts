import { useRef, useState } from 'react';
import type { CoverageService } from '../../content/coverage';
import type { MembershipActions } from '../../membership/useMembership';
import { showToast } from '../../state/toasts';
import { t } from '../../content/messages';

/** How long 'Deshacer' stays on the toast after 'Sí, lo usé'. */
const UNDO_WINDOW_MS = 8000;

export interface CoverageUseFlow {
  /** The service held as pending while the confirmation dialog is open. */
  readonly pending: CoverageService | null;
  /** 'Usar': the tel: link opens the dialer by itself; this holds the service and opens the dialog. */
  start(service: CoverageService): void;
  /** 'Sí, lo usé': one use registered, said in a toast that offers 'Deshacer' for a few seconds. */
  confirm(): void;
  /** 'No, no lo usé', 'Cerrar', Escape or a tap outside: nothing is registered. */
  dismiss(): void;
}

/**
 * Where focus goes once the dialog closes: back to the service's 'Usar' (a tap on a link does not always
 * focus it, so Radix may have nothing to return to), or to its name when 'Usar' is now disabled.
 */
function refocus(serviceId: string): void {
  // After Radix has put focus back on the element that opened the dialog (also on a timer).
  setTimeout(() => {
    const control = document.getElementById(usarControlId(serviceId));
    if (control && !control.hasAttribute('disabled')) {
      if (document.activeElement !== control) control.focus();
      return;
    }
    document.getElementById(serviceNameId(serviceId))?.focus();
  });
}

export const usarControlId = (serviceId: string): string => `usar-${serviceId}`;
export const serviceNameId = (serviceId: string): string => `servicio-${serviceId}`;

/** The use flow of the coverage screen; `actions` count the use where the membership lives. */
export function useCoverageUse(actions: MembershipActions): CoverageUseFlow {
  const [pending, setPending] = useState<CoverageService | null>(null);
  // Read by confirm() so that a quick double tap on 'Sí, lo usé' registers one use, not two.
  const pendingRef = useRef<CoverageService | null>(null);

  const hold = (service: CoverageService | null): void => {
    pendingRef.current = service;
    setPending(service);
  };

  return {
    pending,
    start: hold,
    confirm() {
      const service = pendingRef.current;
      if (!service) return;
      hold(null);
      refocus(service.id);
      void actions.registerUse(service).then((outcome) => {
        if (outcome.kind === 'registered') {
          showToast({
            title: t('coverage.registeredTitle'),
            description: t('coverage.registered', { name: service.name }),
            durationMs: UNDO_WINDOW_MS,
            action: {
              label: t('coverage.undo'),
              altText: t('coverage.undoAltText'),
              run: () => {
                actions.undoUse(service.id, outcome.useId).then(
                  () =>
                    showToast({
                      title: t('coverage.undoneTitle'),
                      description: t('coverage.undone', { name: service.name }),
                    }),
                  (error: unknown) =>
                    showToast({
                      variant: 'destructive',
                      title: t('coverage.undoFailedTitle'),
                      description: error instanceof Error ? error.message : '',
                    }),
                );
                refocus(service.id);
              },
            },
          });
        } else if (outcome.kind === 'queued') {
          showToast({
            title: t('coverage.queuedTitle'),
            description: t('coverage.queued', { name: service.name }),
          });
        } else if (outcome.reason === null) {
          showToast({
            variant: 'destructive',
            title: t('coverage.exhaustedTitle'),
            description: t('coverage.exhausted', { name: service.name }),
          });
        } else {
          showToast({
            variant: 'destructive',
            title: t('coverage.refusedTitle'),
            description: outcome.reason,
          });
        }
        refocus(service.id);
      });
    },
    dismiss() {
      const service = pendingRef.current;
      hold(null);
      if (service) refocus(service.id);
    },
  };
}
