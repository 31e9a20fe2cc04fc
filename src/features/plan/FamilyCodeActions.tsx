// The holder's family code actions (issue 40): share or copy the code, see until when it works, and
// make a new one, after which the old code stops working. A code that expired gets a new one at once.
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '../../domain/format/format';
import { groupedFamilyCode } from '../../domain/membership/membership';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import * as styles from './FamilyCodeActions.css';
import { ShareCodeButtons } from './ShareCodeButtons';

export const NEW_CODE_LABEL = 'Generar código nuevo';

export interface FamilyCodeActionsProps {
  /** The working code; null when it expired (or was never made). */
  readonly code: string | null;
  readonly expiresAt: string | null;
  /** Hosted mode: the server makes the code; demo codes are checked nowhere. */
  readonly canRenew: boolean;
  readonly onRenew: () => Promise<string>;
}

const failureText = (error: unknown): string =>
  error instanceof Error && error.message.trim()
    ? error.message
    : 'Inténtalo de nuevo en un momento.';

export function FamilyCodeActions({ code, expiresAt, canRenew, onRenew }: FamilyCodeActionsProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function renew() {
    if (busy) return;
    setBusy(true);
    try {
      const fresh = await onRenew();
      showToast({
        title: 'Código nuevo listo',
        description: `Comparte ${groupedFamilyCode(fresh)} con quien quieras invitar. El código anterior ya no funciona.`,
      });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: 'No pudimos generar el código',
        description: failureText(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.actions}>
      {code ? (
        expiresAt && <p className={styles.note}>Vale hasta el {formatLongDate(expiresAt)}.</p>
      ) : (
        <p className={styles.note}>
          Tu código familiar venció. Genera uno nuevo para invitar a alguien a tu plan.
        </p>
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
          {NEW_CODE_LABEL}
        </Button>
      )}
      {code && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title="¿Generar un código nuevo?"
          description={`El código ${groupedFamilyCode(code)} dejará de funcionar: nadie podrá unirse con él. Quienes ya están en tu plan se quedan.`}
          confirmLabel={NEW_CODE_LABEL}
          tone="primary"
          onConfirm={() => void renew()}
        />
      )}
    </div>
  );
}
