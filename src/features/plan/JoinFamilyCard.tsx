import { familyJoinForm, formMessage } from '../../content/forms';
import { showToast } from '../../state/toasts';
import { Info } from 'lucide-react';
import { Card } from '../../ui/Card/Card';
import { CodeFormCard } from './CodeFormCard';
import * as styles from './MyPlanPage.css';

const message = (key: string): string => formMessage(familyJoinForm, key);

export interface JoinFamilyCardProps {
  readonly onJoin: (code: string) => Promise<void>;
}

/**
 * Demo mode, for a member without a plan (issue 43): joining needs the hosted service, so the card
 * says so and offers no form that could show a joined state that does not exist.
 */
export function DemoJoinFamilyNotice() {
  return (
    <Card aria-labelledby="mi-plan-unirme">
      <h2 id="mi-plan-unirme" className={styles.title}>
        {message('demoTitle')}
      </h2>
      <p className={styles.demoJoin}>
        <Info className={styles.demoJoinIcon} aria-hidden="true" size={20} />
        <span>{message('demoNotice')}</span>
      </p>
    </Card>
  );
}

/**
 * Hosted mode, for a member without a plan: join a family plan with the code its holder shared
 * (`join_family`).
 */
export function JoinFamilyCard({ onJoin }: JoinFamilyCardProps) {
  return (
    <CodeFormCard
      definition={familyJoinForm}
      headingId="mi-plan-unirme"
      idPrefix="family-join"
      onCode={async (code) => {
        // Refused, the server says why in Spanish (an unknown or full code: the spec's message).
        await onJoin(code);
        showToast({ title: message('joinedTitle'), description: message('joinedDescription') });
      }}
    />
  );
}
