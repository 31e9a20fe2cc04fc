/** Moves focus to the form control with this name, so the member lands on the first thing to fix. */
export function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
