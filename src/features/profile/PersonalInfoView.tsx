import type { ProfileValues } from '../../domain/profile/profile';
import { formatLongDate } from '../../domain/format/format';
import * as styles from './PersonalInfoCard.css';

const Missing = () => <span className={styles.missing}>Sin registrar</span>;

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
      <dt>Nombre</dt>
      <dd>{values.name || <Missing />}</dd>
      <dt>Alias</dt>
      <dd>{values.alias || <Missing />}</dd>
      <dt>Correo</dt>
      <dd>{email}</dd>
      <dt>Teléfono</dt>
      <dd>{values.phone || <Missing />}</dd>
      <dt>CURP</dt>
      <dd>{values.curp || <Missing />}</dd>
      <dt>Nacimiento</dt>
      <dd>{birthDate ?? (values.birthDate || <Missing />)}</dd>
    </dl>
  );
}
