// A service's availability in words (content/messages/coverage.json): 'Ilimitado', or what is left of
// the period's uses, '1 de 2 disponibles' ('disponible' when the service has one use).
import { t, tPlural } from '../../content/messages';
import type { CoverageAvailability } from '../../domain/membership/coverage';

export function availabilityText({ remaining, events }: CoverageAvailability): string {
  if (remaining === null || events === null) return t('coverage.unlimited');
  return tPlural('coverage.available', events, { remaining });
}
