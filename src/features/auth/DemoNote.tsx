import * as styles from './AuthLayout.css';

/** Demo mode keeps accounts and data on this phone only; the member should know before typing. */
export function DemoNote() {
  return (
    <p className={styles.demoNote}>
      Modo de demostración: tu cuenta y tus datos se guardan solo en este teléfono y no se envían a
      ningún lado. Cada cuenta ve solo sus propios datos.
    </p>
  );
}
