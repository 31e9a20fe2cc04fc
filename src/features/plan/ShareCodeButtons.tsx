import { Copy, Share2 } from 'lucide-react';
import { t } from '../../content/messages';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as styles from './ShareCodeButtons.css';

async function copy(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    showToast({ title: t('plan.copiedTitle'), description: t('plan.copied', { code }) });
  } catch {
    showToast({
      variant: 'destructive',
      title: t('plan.copyFailedTitle'),
      description: t('plan.copyFailed', { code }),
    });
  }
}

async function share(code: string): Promise<void> {
  try {
    await navigator.share({ title: t('plan.shareTitle'), text: t('plan.shareText', { code }) });
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
          {t('plan.shareCode')}
        </Button>
      )}
      <Button tone="secondary" onClick={() => void copy(code)} aria-label={t('plan.copyLabel')}>
        <Copy aria-hidden="true" size={18} />
        {t('plan.copy')}
      </Button>
    </span>
  );
}
