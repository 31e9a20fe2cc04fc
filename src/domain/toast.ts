// The one visible notice (spec §4: at most one toast at a time), as plain data: the toast store keeps
// it and the toaster draws it.

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
  readonly durationMs: number;
}
