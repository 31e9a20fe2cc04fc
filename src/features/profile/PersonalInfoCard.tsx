import { Pencil } from 'lucide-react';
import { useAuth } from '../../auth/useAuth';
import { formMessage, profileForm } from '../../content/forms';
import { t } from '../../content/messages';
import { isoDateOf } from '../../domain/profile/profile';
import { Form } from '../../renderers/form/Form';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './PersonalInfoCard.css';
import { PersonalInfoView } from './PersonalInfoView';
import type { ProfileForm } from './useProfileForm';

/** The personal-information card: the saved data, or the form while editing (spec §2, §5). */
export function PersonalInfoCard({ form }: { readonly form: ProfileForm }) {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const { saving } = form;

  return (
    <Card className={styles.card} aria-labelledby="perfil-datos">
      <div className={styles.head}>
        <h2 id="perfil-datos" className={styles.title}>
          {t('profile.personalInfo')}
        </h2>
        {!form.editing && (
          <Button tone="secondary" onClick={form.startEditing}>
            <Pencil aria-hidden="true" size={18} />
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {!form.editing ? (
        <PersonalInfoView values={form.stored} email={email} />
      ) : (
        <Form
          className={styles.form}
          idPrefix="perfil"
          fields={profileForm.fields}
          form={form.form}
          disabled={saving}
          extras={{ birthDate: { max: isoDateOf(new Date()) } }}
          header={
            form.forced && (
              <p className={styles.notice} id="perfil-completar">
                {formMessage(profileForm, 'completeNotice')}
              </p>
            )
          }
          onSubmit={(outcome) => void form.save(outcome)}
        >
          <div className={styles.actions}>
            <Button type="submit" block changesState disabled={saving}>
              {saving ? t('profile.saving') : t('profile.save')}
            </Button>
            {!form.forced && (
              <Button tone="ghost" block onClick={form.cancel} disabled={saving}>
                {t('profile.cancel')}
              </Button>
            )}
          </div>
        </Form>
      )}
    </Card>
  );
}
