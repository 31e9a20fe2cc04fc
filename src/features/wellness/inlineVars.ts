import type { CSSProperties } from 'react';

/**
 * Inline values for vanilla-extract variables (createVar gives `var(--name)`), for what changes at
 * run time, such as the breathing circle's size and the length of its transition.
 */
export function inlineVars(
  values: ReadonlyArray<readonly [variable: string, value: string]>,
): CSSProperties {
  return Object.fromEntries(
    values.map(([variable, value]) => [variable.replace(/^var\((--[^,)]+).*\)$/, '$1'), value]),
  ) as CSSProperties;
}
