// The coverage-service rules of spec §4: when a service can still be used, how many uses it has left,
// and how a registered use changes the usage counter (a map from service id to count). The coverage
// screen says the availability in words ('Ilimitado', '1 de 2 disponibles').

/** The part of a catalogue Service (spec §3) the rules need. */
export interface CoverageTerms {
  readonly events: number;
  readonly unlimited: boolean;
}

export interface CoverageAvailability {
  readonly available: boolean;
  /** Uses left, between 0 and `events`; null for an unlimited service. */
  readonly remaining: number | null;
  /** Uses the period allows; null for an unlimited service. */
  readonly events: number | null;
}

/** Usage counter: service id → registered uses. Ids the catalogue no longer has are kept. */
export type CoverageUsage = Readonly<Record<string, number>>;

/** A whole, non-negative number of uses from whatever was stored (a count is never negative). */
export function usesOf(value: unknown): number {
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return 0;
  return Math.floor(count);
}

function eventsOf(terms: CoverageTerms): number {
  return usesOf(terms.events);
}

export function coverageAvailability(
  terms: CoverageTerms,
  storedUses: unknown,
): CoverageAvailability {
  if (terms.unlimited) return { available: true, remaining: null, events: null };
  const events = eventsOf(terms);
  const remaining = Math.max(0, events - usesOf(storedUses));
  return { available: remaining > 0, remaining, events };
}

/**
 * One more use of `serviceId`. Returns the same map when the service has no uses left, so a double tap
 * or a stale screen can never count past the limit; every other entry is kept as it was.
 */
export function registerUse(
  usage: CoverageUsage,
  serviceId: string,
  terms: CoverageTerms,
): CoverageUsage {
  const current = usage[serviceId];
  if (!coverageAvailability(terms, current).available) return usage;
  return { ...usage, [serviceId]: usesOf(current) + 1 };
}

/** Takes back one use of `serviceId` (an undo); a count never goes below zero. */
export function undoUse(usage: CoverageUsage, serviceId: string): CoverageUsage {
  const current = usesOf(usage[serviceId]);
  if (current === 0) return usage;
  return { ...usage, [serviceId]: current - 1 };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a counter written by an older version or by hand: counts that are numbers (or numeric text)
 * become whole non-negative numbers; entries that are not counts at all are dropped. Anything that is
 * not a map gives undefined.
 */
export function repairCoverageUsage(value: unknown): Record<string, number> | undefined {
  if (!isPlainObject(value)) return undefined;
  const repaired: Record<string, number> = {};
  for (const [id, count] of Object.entries(value)) {
    const isCount =
      (typeof count === 'number' && Number.isFinite(count)) ||
      (typeof count === 'string' && count.trim() !== '' && Number.isFinite(Number(count)));
    if (isCount) repaired[id] = usesOf(count);
  }
  return repaired;
}
