// @vitest-environment jsdom
// A state-changing button ignores the rest of a double tap, wherever its second tap lands (issue 43:
// the family dialog's Guardar, then the link that was under it once the dialog closed).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button/Button';

function SaveThenLink({ onLink }: { readonly onLink: () => void }) {
  const [saved, setSaved] = useState(0);
  return saved === 0 ? (
    <Button changesState onClick={() => setSaved((count) => count + 1)}>
      Guardar
    </Button>
  ) : (
    <a href="#recibo" onClick={onLink}>
      Recibo
    </a>
  );
}

describe('Button changesState', () => {
  afterEach(cleanup);

  it('swallows the second tap of a double tap on what appears under the finger', () => {
    const onLink = vi.fn();
    render(<SaveThenLink onLink={onLink} />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }), { detail: 1 });
    const link = screen.getByRole('link', { name: 'Recibo' });
    const second = fireEvent.click(link, { detail: 2 });
    expect(second).toBe(false);
    expect(onLink).not.toHaveBeenCalled();
    fireEvent.click(link, { detail: 1 });
    expect(onLink).toHaveBeenCalledTimes(1);
  });

  it('ignores taps while the promise of the first is pending, and takes them again after', async () => {
    let finish = () => {};
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <Button changesState onClick={onClick}>
        Iniciar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Iniciar' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    fireEvent.click(button, { detail: 1 });
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('a button that does not change state takes every tap (a stepper)', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Más</Button>);
    const button = screen.getByRole('button', { name: 'Más' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
