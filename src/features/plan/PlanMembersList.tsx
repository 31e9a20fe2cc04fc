import { Pencil, Trash2, UserRound } from 'lucide-react';
import { formatLongDate } from '../../domain/format/format';
import type { MembershipMember } from '../../domain/membership/membership';
import { Button } from '../../ui/Button/Button';
import * as styles from './PlanMembersList.css';

export const HOLDER_LABEL = 'Titular del Plan';
export const MEMBER_LABEL = 'Miembro';

export interface PlanMembersListProps {
  /** The holder first, then the members. */
  readonly people: readonly MembershipMember[];
  /** The signed-in member's id, marked '(tú)'. */
  readonly youId: string | null;
  /** The holder of an active family plan: each member gets 'Editar' and 'Quitar'. */
  readonly onEdit?: (person: MembershipMember) => void;
  readonly onRemove?: (person: MembershipMember) => void;
}

/** How someone came onto the plan, for the holder (the server tells the holder only). */
function arrival(person: MembershipMember): string | null {
  if (!person.since) return null;
  if (person.kind === 'joined') return `Se unió con tu código el ${formatLongDate(person.since)}`;
  if (person.kind === 'added') return `Agregado el ${formatLongDate(person.since)}`;
  return null;
}

/**
 * The people on the plan: the holder labelled 'Titular del Plan', everyone else 'Miembro'; the holder
 * also reads who joined with the code and when.
 */
export function PlanMembersList({ people, youId, onEdit, onRemove }: PlanMembersListProps) {
  return (
    <ul className={styles.list} aria-label="Miembros del plan">
      {people.map((person) => {
        const isHolder = person.role === 'holder';
        const manageable = !isHolder && person.id !== youId;
        const arrived = arrival(person);
        return (
          <li key={person.id} className={styles.person}>
            <UserRound className={styles.icon} aria-hidden="true" size={22} />
            <span className={styles.name}>
              {person.name}
              {person.id === youId && <span className={styles.you}> (tú)</span>}
            </span>
            <span className={isHolder ? styles.holder : styles.member}>
              {isHolder ? HOLDER_LABEL : MEMBER_LABEL}
            </span>
            {arrived && <span className={styles.arrival}>{arrived}</span>}
            {manageable && (onEdit || onRemove) && (
              <span className={styles.actions}>
                {onEdit && (
                  <Button tone="secondary" onClick={() => onEdit(person)}>
                    <Pencil aria-hidden="true" size={16} />
                    Editar<span className={styles.hidden}> a {person.name}</span>
                  </Button>
                )}
                {onRemove && (
                  <Button tone="secondary" onClick={() => onRemove(person)}>
                    <Trash2 aria-hidden="true" size={16} />
                    Quitar<span className={styles.hidden}> a {person.name}</span>
                  </Button>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
