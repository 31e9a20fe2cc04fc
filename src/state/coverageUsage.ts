// The member's own record of coverage services used (`vita365_coverage`): a bare map from service id to
// count, as members' browsers already hold it. Counts of services the catalogue no longer lists stay.
// The slice registers on first use, so importing does no work. Demo mode counts uses here; hosted
// mode counts them in the server's ledger (register_coverage_use), so this record is not synced: the
// superseded coverage_usage table is read-only for members since issue 40.
import {
  registerUse,
  repairCoverageUsage,
  undoUse,
  type CoverageTerms,
  type CoverageUsage,
} from '../domain/membership/coverage';
import { t } from '../content/messages';
import { memberDataKind } from './memberDataKind';
import { validate as validateCoverageUsage } from 'virtual:storage-validator/coverage-usage';
import { storageGuard } from './storageValidator';

export type { CoverageUsage };

export const COVERAGE_USAGE_KEY = 'vita365_coverage';

export const coverageUsageData = memberDataKind<CoverageUsage>({
  key: COVERAGE_USAGE_KEY,
  schema: 'coverage-usage',
  label: t('storage.coverageUsage'),
  version: 1,
  validate: storageGuard<CoverageUsage>(validateCoverageUsage),
  initial: () => ({}),
  // Also reached when the stored map fails validation: loose counts are repaired, not reset.
  migrate: (value) => repairCoverageUsage(value),
  merge: { kind: 'counts' },
  backup: {},
});

export const coverageUsageSlice = coverageUsageData.slice;

/**
 * Registers one use of a service; returns false (and changes nothing) when it has none left.
 * The new count is written to storage with the slice's next change.
 */
export function registerCoverageUse(serviceId: string, terms: CoverageTerms): boolean {
  const state = coverageUsageSlice().state;
  const next = registerUse(state.value, serviceId, terms);
  if (next === state.value) return false;
  state.value = next;
  return true;
}

/** Takes back one registered use of a service ('Deshacer' on the toast). */
export function undoCoverageUse(serviceId: string): void {
  const state = coverageUsageSlice().state;
  state.value = undoUse(state.value, serviceId);
}
