import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  dismissToast,
  notImplemented,
  showToast,
  toastStore,
} from '../../../src/state/toasts';

describe('toasts', () => {
  beforeEach(() => {
    toastStore.current = null;
  });

  it('shows one toast at a time: a new one replaces the previous', () => {
    const first = showToast({ title: 'Uso Registrado' });
    const second = showToast({ title: 'Error', variant: 'destructive' });
    expect(toastStore.current).toEqual(second);
    expect(second.id).not.toBe(first.id);
    dismissToast(first.id);
    expect(toastStore.current).toEqual(second);
  });

  it('defaults to the default variant and 5000 ms', () => {
    const toast = showToast({ title: '¡Éxito!' });
    expect(toast.variant).toBe('default');
    expect(toast.durationMs).toBe(DEFAULT_TOAST_DURATION_MS);
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('dismisses the current toast by id', () => {
    const toast = showToast({ title: 'Copiado' });
    dismissToast(toast.id);
    expect(toastStore.current).toBeNull();
  });

  it("shares one 'Función no implementada' notice for unfinished targets", () => {
    notImplemented('La descarga de PDF estará disponible próximamente.');
    expect(toastStore.current).toMatchObject({
      title: '🚧 Función no implementada',
      description: 'La descarga de PDF estará disponible próximamente.',
      variant: 'default',
    });
  });
});
