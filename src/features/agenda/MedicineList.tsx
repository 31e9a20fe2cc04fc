import { Pencil, Pill, Trash2 } from 'lucide-react';
import { isTakenOn } from '../../domain/agenda/medicineTaken';
import type { Medicine } from '../../state/medicines';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from './EmptyState';
import * as styles from './AgendaList.css';
import { t } from '../../content/messages';

export interface MedicineListProps {
  readonly medicines: readonly Medicine[];
  /** The member's day ('YYYY-MM-DD'): a tick counts for that day only. */
  readonly today: string;
  readonly onTakenChange: (medicine: Medicine, taken: boolean) => void;
  readonly onEdit: (medicine: Medicine) => void;
  readonly onDelete: (medicine: Medicine) => void;
}

const byTime = (a: Medicine, b: Medicine): number =>
  a.time.localeCompare(b.time) || a.name.localeCompare(b.name, 'es');

/** The medicines by time of day: a 'taken today' tick (struck through when ticked), edit, delete. */
export function MedicineList({
  medicines,
  today,
  onTakenChange,
  onEdit,
  onDelete,
}: MedicineListProps) {
  if (medicines.length === 0) {
    return <EmptyState icon={<Pill size={32} />} text={t('agenda.noMedicines')} />;
  }
  return (
    <ul className={styles.list} aria-label={t('agenda.medicinesListLabel')}>
      {[...medicines].sort(byTime).map((medicine) => {
        const taken = isTakenOn(medicine, today);
        const checkboxId = `taken-${medicine.id}`;
        return (
          <li key={medicine.id} className={styles.row}>
            <label htmlFor={checkboxId} className={styles.taken}>
              <input
                id={checkboxId}
                type="checkbox"
                className={styles.checkbox}
                checked={taken}
                onChange={(event) => onTakenChange(medicine, event.target.checked)}
              />
              <span className={styles.takenText}>
                {t('agenda.taken')}
                <span className={styles.visuallyHidden}>
                  {' '}
                  {t('agenda.takenToday', { name: medicine.name })}
                </span>
              </span>
            </label>
            <div className={taken ? styles.bodyDone : styles.body}>
              <p className={styles.name}>{medicine.name}</p>
              <p className={styles.detail}>
                <time className={styles.time}>{medicine.time}</time> · {medicine.dose}
              </p>
            </div>
            <div className={styles.actions}>
              <Button
                tone="ghost"
                size="icon"
                aria-label={t('agenda.editItem', { name: medicine.name })}
                title={t('agenda.edit')}
                onClick={() => onEdit(medicine)}
              >
                <Pencil aria-hidden="true" size={20} />
              </Button>
              <Button
                tone="ghost"
                size="icon"
                aria-label={t('agenda.deleteItem', { name: medicine.name })}
                title={t('agenda.deleteConfirm')}
                onClick={() => onDelete(medicine)}
              >
                <Trash2 aria-hidden="true" size={20} />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
