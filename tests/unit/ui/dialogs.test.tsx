// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog/ConfirmDialog';
import { Dialog } from '../../../src/ui/Dialog/Dialog';

afterEach(cleanup);

function DialogHarness() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Confirmar Uso de Servicio"
      description="¿Usaste el servicio?"
      actions={<Button onClick={() => setOpen(false)}>Sí, lo usé</Button>}
    >
      <p>Cuerpo</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog that closes with its Cerrar button', async () => {
    render(<DialogHarness />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Uso de Servicio' });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('¿Usaste el servicio?'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape', async () => {
    render(<DialogHarness />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('calls onConfirm only when the member confirms', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="¿Estás seguro de que deseas eliminar este elemento?"
        confirmLabel="Eliminar"
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: /eliminar este elemento/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
