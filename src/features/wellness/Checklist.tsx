// Lines a member can tick in a nutrition guide (tips, meals of the plan). Ticks are kept per guide
// in the checked-items store, so they survive a reload and show in every tab.
import type { ReactNode } from 'react';
import { toggleChecked, useCheckedIds } from '../../state/checkedItems';
import * as styles from './Checklist.css';

export interface ChecklistLine {
  readonly id: string;
  /** A short lead in bold (a meal's name), if any. */
  readonly label?: string;
  readonly text: ReactNode;
}

export function Checklist({
  checkedKey,
  lines,
  label,
}: {
  /** The key the ticks are kept under: the guide's slug. */
  readonly checkedKey: string;
  readonly lines: readonly ChecklistLine[];
  readonly label: string;
}) {
  const checkedIds = useCheckedIds(checkedKey);
  return (
    <ul className={styles.list} aria-label={label}>
      {lines.map((line) => {
        const checked = checkedIds.includes(line.id);
        return (
          <li key={line.id}>
            <label className={styles.row}>
              <input
                type="checkbox"
                className={styles.box}
                checked={checked}
                onChange={() => toggleChecked(checkedKey, line.id)}
              />
              <span className={[styles.text, checked ? styles.checkedText : ''].join(' ')}>
                {line.label && <span className={styles.label}>{line.label}</span>}
                <span>{line.text}</span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
