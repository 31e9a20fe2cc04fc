import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';

/**
 * Signs the member out and goes to /login. The session on this device is cleared even when the server
 * cannot be told, so a failure only earns a notice, never a member stuck signed in.
 */
export function SignOutButton() {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      await signOut();
    } catch {
      showToast({
        title: 'Sesión cerrada en este dispositivo',
        description: 'No pudimos avisar al servidor; tu sesión ya no está abierta aquí.',
      });
    }
    navigate('/login', { replace: true });
  }

  return (
    <Button tone="secondary" block onClick={handleClick} disabled={busy}>
      <LogOut aria-hidden="true" size={20} />
      {busy ? 'Cerrando sesión...' : 'Cerrar sesión'}
    </Button>
  );
}
