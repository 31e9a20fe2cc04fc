import * as styles from './Spinner.css';

export function Spinner({ label = 'Cargando…' }: { readonly label?: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
