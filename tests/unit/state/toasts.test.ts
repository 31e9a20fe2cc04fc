import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  dismissToast,
  dismissToastGroup,
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

  it('a new result dismisses the error of its own group, and leaves any other toast', () => {
    showToast({ title: 'Sin datos', variant: 'destructive', group: 'vitals-form' });
    dismissToastGroup('checkout');
    expect(toastStore.current?.title).toBe('Sin datos');
    dismissToastGroup('vitals-form');
    expect(toastStore.current).toBeNull();
    showToast({ title: 'Copiado' });
    dismissToastGroup('vitals-form');
    expect(toastStore.current?.title).toBe('Copiado');
  });

  it('keeps an action the toast offers', () => {
    let undone = 0;
    showToast({
      title: 'Uso Registrado',
      action: { label: 'Deshacer', altText: 'Deshacer el uso registrado', run: () => undone++ },
    });
    toastStore.current?.action?.run();
    expect(toastStore.current?.action?.label).toBe('Deshacer');
    expect(undone).toBe(1);
  });
});
