import { t } from '../../content/messages';
import type { ProfileValues } from '../../domain/profile/profile';
import { formatLongDate } from '../../domain/format/format';
import * as styles from './PersonalInfoCard.css';

const Missing = () => <span className={styles.missing}>{t('profile.missing')}</span>;

/** The saved personal information, read-only. */
export function PersonalInfoView({
  values,
  email,
}: {
  readonly values: ProfileValues;
  readonly email: string;
}) {
  // A date input's value is a calendar day; read at noon so no time zone moves it to another day.
  const birthDate = values.birthDate ? formatLongDate(`${values.birthDate}T12:00:00`) : null;
  return (
    <dl className={styles.facts}>
      <dt>{t('profile.name')}</dt>
      <dd>{values.name || <Missing />}</dd>
      <dt>{t('profile.alias')}</dt>
      <dd>{values.alias || <Missing />}</dd>
      <dt>{t('profile.email')}</dt>
      <dd>{email}</dd>
      <dt>{t('profile.phone')}</dt>
      <dd>{values.phone || <Missing />}</dd>
      <dt>{t('profile.curp')}</dt>
      <dd>{values.curp || <Missing />}</dd>
      <dt>{t('profile.birthDate')}</dt>
      <dd>{birthDate ?? (values.birthDate || <Missing />)}</dd>
    </dl>
  );
}
