import { isKnownTimeZone } from '../domain/format/zonedTime';

/** Where the app is used when the device does not say: the spec's market. */
export const FALLBACK_TIME_ZONE = 'America/Mexico_City';

/** The member's IANA time zone, as the device reports it. */
export function memberTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && isKnownTimeZone(zone)) return zone;
  } catch {
    // An engine without time-zone data: fall through to the market's zone.
  }
  return FALLBACK_TIME_ZONE;
}
