import { Pencil, Trash2, UserRound } from 'lucide-react';
import { t } from '../../content/messages';
import { formatLongDate } from '../../domain/format/format';
import type { MembershipMember } from '../../domain/membership/membership';
import { Button } from '../../ui/Button/Button';
import * as styles from './PlanMembersList.css';

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
  const date = formatLongDate(person.since);
  if (person.kind === 'joined') return t('plan.joinedOn', { date });
  if (person.kind === 'added') return t('plan.addedOn', { date });
  return null;
}

/**
 * The people on the plan: the holder labelled 'Titular del Plan', everyone else 'Miembro'; the holder
 * also reads who joined with the code and when.
 */
export function PlanMembersList({ people, youId, onEdit, onRemove }: PlanMembersListProps) {
  return (
    <ul className={styles.list} aria-label={t('plan.membersListLabel')}>
      {people.map((person) => {
        const isHolder = person.role === 'holder';
        const manageable = !isHolder && person.id !== youId;
        const arrived = arrival(person);
        return (
          <li key={person.id} className={styles.person}>
            <UserRound className={styles.icon} aria-hidden="true" size={22} />
            <span className={styles.name}>
              {person.name}
              {person.id === youId && <span className={styles.you}> {t('plan.youMark')}</span>}
            </span>
            <span className={isHolder ? styles.holder : styles.member}>
              {isHolder ? t('plan.holder') : t('plan.member')}
            </span>
            {arrived && <span className={styles.arrival}>{arrived}</span>}
            {manageable && (onEdit || onRemove) && (
              <span className={styles.actions}>
                {onEdit && (
                  <Button tone="secondary" onClick={() => onEdit(person)}>
                    <Pencil aria-hidden="true" size={16} />
                    {t('plan.edit')}
                    <span className={styles.hidden}> {t('plan.whom', { name: person.name })}</span>
                  </Button>
                )}
                {onRemove && (
                  <Button tone="secondary" onClick={() => onRemove(person)}>
                    <Trash2 aria-hidden="true" size={16} />
                    {t('plan.remove')}
                    <span className={styles.hidden}> {t('plan.whom', { name: person.name })}</span>
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
