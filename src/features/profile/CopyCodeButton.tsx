import { Copy } from 'lucide-react';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { t } from '../../content/messages';

/** Copies the family code to share it; 'Copiado' when done, the code to copy by hand otherwise. */
export function CopyCodeButton({ code }: { readonly code: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      showToast({
        title: t('profile.copiedTitle'),
        description: t('profile.copiedDescription', { code }),
      });
    } catch {
      showToast({
        title: t('profile.copyFailedTitle'),
        description: t('profile.copyFailedDescription', { code }),
        variant: 'destructive',
      });
    }
  }

  return (
    <Button tone="secondary" onClick={() => void copy()} aria-label={t('profile.copyCodeLabel')}>
      <Copy aria-hidden="true" size={18} />
      {t('profile.copy')}
    </Button>
  );
}
