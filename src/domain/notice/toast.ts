// The one visible notice (spec §4: at most one toast at a time), as plain data: the toast store keeps
// it and the toaster draws it.

export type ToastVariant = 'default' | 'destructive';

/** A button on the toast ('Deshacer'); `altText` tells a screen reader how to do it without the toast. */
export interface ToastAction {
  readonly label: string;
  readonly altText: string;
  readonly run: () => void;
}

export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
  readonly durationMs: number;
  readonly action?: ToastAction;
  /** What the toast is about (a form, a result): a later answer dismisses it by this name. */
  readonly group?: string;
}
