/** '15 %' with a no-break space, so a narrow screen never leaves the sign alone on the next line. */
export function percentText(percent: number): string {
  return `${percent}\u00a0%`;
}
