let listFormat: Intl.ListFormat | undefined;

/** 'a', 'a y b', 'a, b y c' ('e' before a word that starts with an i sound): a list as Spanish says it. */
export function joinSpanish(parts: readonly string[]): string {
  listFormat ??= new Intl.ListFormat('es-MX', { type: 'conjunction' });
  return listFormat.format(parts);
}
