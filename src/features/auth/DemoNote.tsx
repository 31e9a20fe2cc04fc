import { t } from '../../content/messages';
import * as styles from './AuthLayout.css';

/** Demo mode keeps accounts and data on this phone only; the member should know before typing. */
export function DemoNote() {
  return <p className={styles.demoNote}>{t('auth.demoNote')}</p>;
}
