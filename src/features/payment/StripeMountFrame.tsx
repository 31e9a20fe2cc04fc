// The frame around a Stripe element: its label, the node Stripe mounts into (hidden from assistive
// technology until the element is ready), the loading notice and, when Stripe.js could not load, the
// failure message with 'Reintentar'. Both the demo-key card field and hosted mode's Payment Element
// use it, so the two say the same thing at the same moment.
import type { RefObject } from 'react';
import { Button } from '../../ui/Button/Button';
import * as styles from './StripeCardField.css';
import { t } from '../../content/messages';

export type StripeMountState = 'loading' | 'ready' | 'failed';

export interface StripeMountFrameProps {
  readonly mountRef: RefObject<HTMLDivElement | null>;
  readonly state: StripeMountState;
  readonly onRetry: () => void;
  /** The element's own message about what was typed, shown under it once it is ready. */
  readonly fieldError?: string | null;
}

export function StripeMountFrame({ mountRef, state, onRetry, fieldError }: StripeMountFrameProps) {
  return (
    <div className={styles.field} role="group" aria-labelledby="tarjeta-stripe">
      <span id="tarjeta-stripe" className={styles.label}>
        {t('payment.cardDetails')}
      </span>
      <div
        ref={mountRef}
        className={state === 'ready' ? styles.mount : `${styles.mount} ${styles.waiting}`}
        aria-hidden={state === 'ready' ? undefined : true}
      />
      {state === 'loading' && (
        <p className={styles.status} role="status">
          {t('payment.stripeLoading')}
        </p>
      )}
      {state === 'failed' && (
        <div className={styles.failed} role="alert">
          <p>{t('payment.stripeFailed')}</p>
          <Button tone="secondary" onClick={onRetry}>
            {t('payment.retry')}
          </Button>
        </div>
      )}
      {fieldError && state === 'ready' && <p className={styles.error}>{fieldError}</p>}
    </div>
  );
}
