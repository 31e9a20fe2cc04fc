import * as styles from './BrandLogo.css';

/** The Vita365 mark (a heart with a pulse line) and name; the same drawing as public/favicon.svg. */
export function BrandLogo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b5c8a" />
        <path
          d="M32 50S13 38.5 13 25.5C13 19 17.8 14.5 23.5 14.5c3.7 0 6.7 2 8.5 5 1.8-3 4.8-5 8.5-5C46.2 14.5 51 19 51 25.5 51 38.5 32 50 32 50Z"
          fill="#ffffff"
        />
        <path
          d="M17 30h9l3-6 5 12 3-6h10"
          fill="none"
          stroke="#0b5c8a"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Vita365
    </span>
  );
}
