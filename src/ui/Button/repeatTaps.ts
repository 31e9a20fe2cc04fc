// Why a state-changing button needs this: the first tap of a double tap changes the screen, and the
// second lands on whatever is now under the finger (sleep's 'Guardar resumen' then 'Iniciar
// monitoreo', a dialog's 'Guardar' then the receipt link beneath it; issue 43). The browser numbers
// the taps of one multi-tap in the click's `detail` (1, 2, …), so after a state-changing tap every
// click that continues the same multi-tap (detail above 1) is swallowed wherever it lands, before any
// handler or link sees it. The next fresh tap (detail 1, or 0 from the keyboard) ends the hold.

let holding = false;

function swallowRepeat(event: MouseEvent): void {
  if (event.detail > 1) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  document.removeEventListener('click', swallowRepeat, true);
  holding = false;
}

/** Swallows the rest of the current multi-tap, wherever its taps land. */
export function holdRepeatTaps(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', swallowRepeat, true);
}

/** A click that continues a multi-tap (the second tap of a double tap). */
export const isRepeatTap = (event: { readonly detail: number }): boolean => event.detail > 1;
