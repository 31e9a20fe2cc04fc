import { SignOutButton } from './SignOutButton';
import { MyDataCard } from './MyDataCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { PlanInfoCard } from './PlanInfoCard';
import { ProfileHeaderCard } from './ProfileHeaderCard';
import * as styles from './ProfilePage.css';
import { useProfileForm } from './useProfileForm';

/**
 * /perfil (spec §2): photo, name, e-mail, card folio, plan info, personal information and logout.
 * While the form is forced open (active plan, data missing) it comes before the plan info.
 */
export default function ProfilePage() {
  const form = useProfileForm();
  return (
    <div className={styles.page}>
      <ProfileHeaderCard />
      {form.forced && <PersonalInfoCard form={form} />}
      <PlanInfoCard />
      {!form.forced && <PersonalInfoCard form={form} />}
      <MyDataCard />
      <SignOutButton />
    </div>
  );
}
