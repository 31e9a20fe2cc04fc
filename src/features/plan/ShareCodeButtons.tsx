import { Copy, Share2 } from 'lucide-react';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as styles from './ShareCodeButtons.css';

const shareText = (code: string): string =>
  `Únete a mi plan familiar Vita365 con el código ${code}.`;

async function copy(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    showToast({ title: 'Copiado', description: `Comparte el código ${code} con tu familia.` });
  } catch {
    showToast({
      variant: 'destructive',
      title: 'No se pudo copiar',
      description: `Copia el código a mano: ${code}`,
    });
  }
}

async function share(code: string): Promise<void> {
  try {
    await navigator.share({ title: 'Código familiar Vita365', text: shareText(code) });
  } catch (error) {
    // Closing the share sheet is not a failure; anything else falls back to copying.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    await copy(code);
  }
}

/** The family code's actions: the phone's share sheet where there is one, and a copy button. */
export function ShareCodeButtons({ code }: { readonly code: string }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <span className={styles.buttons}>
      {canShare && (
        <Button tone="secondary" onClick={() => void share(code)}>
          <Share2 aria-hidden="true" size={18} />
          Compartir código
        </Button>
      )}
      <Button tone="secondary" onClick={() => void copy(code)} aria-label="Copiar código familiar">
        <Copy aria-hidden="true" size={18} />
        Copiar
      </Button>
    </span>
  );
}
