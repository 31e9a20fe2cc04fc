import type { CSSProperties } from 'react';

/**
 * Sets a vanilla-extract variable (as createVar returns it, `var(--name)`) on one element, for a
 * value that comes from content at run time, such as a triage level's colour.
 */
export function cssVarStyle(variable: string, value: string): CSSProperties {
  const name = variable.replace(/^var\((--[^,)]+).*\)$/, '$1');
  return { [name]: value } as CSSProperties;
}
