// Identifiers and display names derived from what the member typed (spec §3 User, Card ID).

export const CARD_ID_PREFIX = 'VITA';

/** `VITA-` + the first segment of a UUID, upper-cased: `VITA-3F2A9C1B`. */
export function cardIdFromUuid(uuid: string): string {
  const firstSegment = uuid.split('-')[0] ?? uuid;
  return `${CARD_ID_PREFIX}-${firstSegment.toUpperCase()}`;
}

/** The alias is the first word of the full name. */
export function aliasFromName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The avatar letter: first letter of alias, else of name, upper-cased; else 'U'. */
export function avatarInitial(alias: string | undefined, name: string | undefined): string {
  const source = [alias, name]
    .map((value) => value?.trim() ?? '')
    .find((value) => value.length > 0);
  return source ? Array.from(source)[0]!.toLocaleUpperCase('es-MX') : 'U';
}

/** The greeting name: alias, else first name, else 'Usuario'. */
export function greetingName(alias: string | undefined, name: string | undefined): string {
  const trimmedAlias = alias?.trim();
  if (trimmedAlias) return trimmedAlias;
  const firstName = name ? aliasFromName(name) : '';
  return firstName || 'Usuario';
}
