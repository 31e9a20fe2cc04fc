// The holder's family code actions (issue 40): share or copy the code, see until when it works, and
// make a new one, after which the old code stops working. A code that expired gets a new one at once.
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../content/messages';
import { formatLongDate } from '../../domain/format/format';
import { groupedFamilyCode } from '../../domain/membership/membership';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import * as styles from './FamilyCodeActions.css';
import { ShareCodeButtons } from './ShareCodeButtons';

export interface FamilyCodeActionsProps {
  /** The working code; null when it expired (or was never made). */
  readonly code: string | null;
  readonly expiresAt: string | null;
  /** Hosted mode: the server makes the code; demo codes are checked nowhere. */
  readonly canRenew: boolean;
  readonly onRenew: () => Promise<string>;
}

const failureText = (error: unknown): string =>
  error instanceof Error && error.message.trim() ? error.message : t('plan.tryAgainShortly');

export function FamilyCodeActions({ code, expiresAt, canRenew, onRenew }: FamilyCodeActionsProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function renew() {
    if (busy) return;
    setBusy(true);
    try {
      const fresh = await onRenew();
      showToast({
        title: t('plan.newCodeReadyTitle'),
        description: t('plan.newCodeReady', { code: groupedFamilyCode(fresh) }),
      });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: t('plan.newCodeFailedTitle'),
        description: failureText(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.actions}>
      {code ? (
        expiresAt && (
          <p className={styles.note}>
            {t('plan.familyCodeValidUntil', { date: formatLongDate(expiresAt) })}
          </p>
        )
      ) : (
        <p className={styles.note}>{t('plan.familyCodeExpired')}</p>
      )}
      {code && <ShareCodeButtons code={code} />}
      {canRenew && (
        <Button
          tone="secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => (code ? setAsking(true) : void renew())}
        >
          <RefreshCw aria-hidden="true" size={18} />
          {t('plan.newCode')}
        </Button>
      )}
      {code && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('plan.newCodeQuestion')}
          description={t('plan.newCodeWarning', { code: groupedFamilyCode(code) })}
          confirmLabel={t('plan.newCode')}
          tone="primary"
          onConfirm={() => void renew()}
        />
      )}
    </div>
  );
}
