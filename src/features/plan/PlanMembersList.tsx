import { UserRound } from 'lucide-react';
import type { PlanPerson } from '../../domain/planMembership';
import * as styles from './PlanMembersList.css';

export const HOLDER_LABEL = 'Titular del Plan';
export const MEMBER_LABEL = 'Miembro';

/** The people on the plan: the holder labelled 'Titular del Plan', everyone else 'Miembro'. */
export function PlanMembersList({ people }: { readonly people: readonly PlanPerson[] }) {
  return (
    <ul className={styles.list} aria-label="Miembros del plan">
      {people.map((person, index) => (
        <li key={`${index}-${person.name}`} className={styles.person}>
          <UserRound className={styles.icon} aria-hidden="true" size={22} />
          <span className={styles.name}>
            {person.name}
            {person.isYou && <span className={styles.you}> (tú)</span>}
          </span>
          <span className={person.role === 'holder' ? styles.holder : styles.member}>
            {person.role === 'holder' ? HOLDER_LABEL : MEMBER_LABEL}
          </span>
        </li>
      ))}
    </ul>
  );
}
