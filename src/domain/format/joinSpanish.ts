/** 'a', 'a y b', 'a, b y c': a list as a Spanish sentence says it. */
export function joinSpanish(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}`;
}
