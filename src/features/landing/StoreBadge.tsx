import { landing } from '../../content/landing';
import type { AppStore } from '../../domain/device/storeForUserAgent';
import * as styles from './StoreBadge.css';

interface StoreBadgeProps {
  readonly store: AppStore;
  readonly href: string;
}

/** Simple drawn glyphs, not the stores' trademarked logos. */
function StoreGlyph({ store }: { readonly store: AppStore }) {
  if (store === 'android') {
    return (
      <svg className={styles.glyph} width="26" height="28" viewBox="0 0 26 28" aria-hidden="true">
        <path
          d="M3 2.5 23 14 3 25.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  return (
    <svg className={styles.glyph} width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect
        x="2"
        y="2"
        width="24"
        height="24"
        rx="6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
      />
      <path
        d="M9 20 14 8l5 12M10.8 16h6.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A store button: its words and glyph name the store it opens. */
export function StoreBadge({ store, href }: StoreBadgeProps) {
  const text = landing.hero.storeBadge[store];
  return (
    <a className={styles.badge} href={href}>
      <StoreGlyph store={store} />
      <span className={styles.words}>
        <span className={styles.small}>{text.small}</span>
        <span className={styles.store}>{text.store}</span>
      </span>
    </a>
  );
}
