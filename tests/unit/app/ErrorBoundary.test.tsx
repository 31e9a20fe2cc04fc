// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { AUTH_OUTSIDE_PROVIDER, useAuth } from '../../../src/auth/useAuth';

function Broken(): never {
  throw new Error('boom');
}

describe('render errors', () => {
  afterEach(cleanup);

  it('shows a Spanish error panel with a way back instead of a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="/dashboard">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('recovers when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Contenido')).toBeTruthy();
  });

  it('useAuth outside its provider throws a Spanish message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(AUTH_OUTSIDE_PROVIDER);
  });
});
