import { Pencil } from 'lucide-react';
import type { FormEvent } from 'react';
import { useAuth } from '../../auth/useAuth';
import { isoDateOf, type ProfileField } from '../../domain/profile';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { AuthField } from '../auth/AuthField';
import { focusField } from '../auth/focusField';
import * as styles from './PersonalInfoCard.css';
import { PersonalInfoView } from './PersonalInfoView';
import type { ProfileForm } from './useProfileForm';

/** The personal-information card: the saved data, or the form while editing (spec §2, §5). */
export function PersonalInfoCard({ form }: { readonly form: ProfileForm }) {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { values, errors, saving } = form;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const first = await form.save();
    if (first) focusField(element, first);
  }

  const field = (name: ProfileField) => ({
    id: `perfil-${name}`,
    name,
    value: values[name],
    error: errors[name],
    disabled: saving,
    onChange: (event: { target: { value: string } }) => form.change(name, event.target.value),
  });

  return (
    <Card className={styles.card} aria-labelledby="perfil-datos">
      <div className={styles.head}>
        <h2 id="perfil-datos" className={styles.title}>
          Información personal
        </h2>
        {!form.editing && (
          <Button tone="secondary" onClick={form.startEditing}>
            <Pencil aria-hidden="true" size={18} />
            Editar
          </Button>
        )}
      </div>
      {!form.editing ? (
        <PersonalInfoView values={values} email={email} />
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
          {form.forced && (
            <p className={styles.notice} id="perfil-completar">
              Tu plan está activo. Completa tu teléfono, CURP y fecha de nacimiento para terminar.
            </p>
          )}
          <AuthField {...field('name')} label="Nombre completo" autoComplete="name" required />
          <AuthField
            {...field('alias')}
            label="Alias (opcional)"
            hint="Cómo quieres que te saludemos."
            autoComplete="nickname"
          />
          <AuthField
            id="perfil-email"
            label="Correo electrónico"
            type="email"
            value={email}
            readOnly
            hint="Tu correo no se puede cambiar aquí."
          />
          <AuthField
            {...field('phone')}
            label="Teléfono"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint="10 dígitos, sin el +52."
            required
          />
          <AuthField
            {...field('curp')}
            label="CURP"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            hint="18 caracteres."
            required
          />
          <AuthField
            {...field('birthDate')}
            label="Fecha de nacimiento"
            type="date"
            max={isoDateOf(new Date())}
            required
          />
          <div className={styles.actions}>
            <Button type="submit" block disabled={saving}>
              {saving ? 'Guardando...' : 'Guardar'}
            </Button>
            {!form.forced && (
              <Button tone="ghost" block onClick={form.cancel} disabled={saving}>
                Cancelar
              </Button>
            )}
          </div>
        </form>
      )}
    </Card>
  );
}
