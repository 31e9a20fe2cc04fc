// The one visible toast: a new toast replaces the previous one (spec §4, at most 1 visible).
import { t } from '../content/messages';
import { proxy, ref } from 'valtio';
import type { Toast, ToastAction, ToastVariant } from '../domain/notice/toast';

export interface ToastInput {
  readonly title: string;
  readonly description?: string;
  readonly variant?: ToastVariant;
  readonly durationMs?: number;
  readonly action?: ToastAction;
  readonly group?: string;
}

export const DEFAULT_TOAST_DURATION_MS = 5000;

export const toastStore = proxy<{ current: Toast | null }>({ current: null });

let nextId = 1;

export function showToast(input: ToastInput): Toast {
  const toast: Toast = {
    id: nextId++,
    title: input.title,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? DEFAULT_TOAST_DURATION_MS,
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.action === undefined ? {} : { action: ref({ ...input.action }) }),
    ...(input.group === undefined ? {} : { group: input.group }),
  };
  toastStore.current = toast;
  return toast;
}

export function dismissToast(id: number): void {
  if (toastStore.current?.id === id) toastStore.current = null;
}

/**
 * A success or a new result answers the error shown for the same thing: the stale error goes away
 * (e.g. 'Sin datos' once a valid measurement is saved).
 */
export function dismissToastGroup(group: string): void {
  if (toastStore.current?.group === group) toastStore.current = null;
}

/** The shared notice for every unfinished target, so finishing a feature later is one change. */
export function notImplemented(description = t('notifications.notImplemented')): Toast {
  return showToast({ title: t('notifications.notImplementedTitle'), description });
}
