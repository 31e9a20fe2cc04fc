import { ChevronDown } from 'lucide-react';
import type { TriageTestWithGeneralSigns } from '../../domain/triage/triageGeneralSigns';
import { TriageTestIcon } from './TriageTestIcon';
import * as styles from './TriageTestCard.css';
import { TriageTestPanel } from './TriageTestPanel';

export interface TriageTestCardProps {
  readonly test: TriageTestWithGeneralSigns;
  readonly expanded: boolean;
  /** Once opened, the form stays mounted while collapsed, so its answers survive. */
  readonly mounted: boolean;
  readonly onToggle: () => void;
}

export function panelIdOf(testId: string): string {
  return `${testId}-panel`;
}

/** A test as a disclosure: the header button shows or hides the test's form. */
export function TriageTestCard({ test, expanded, mounted, onToggle }: TriageTestCardProps) {
  const descriptionId = `${test.id}-description`;
  const panelId = panelIdOf(test.id);
  return (
    <li className={styles.card}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-describedby={descriptionId}
          onClick={onToggle}
        >
          <span className={styles.iconBadge}>
            <TriageTestIcon name={test.icon} size={24} />
          </span>
          <span className={styles.title}>{test.title}</span>
          <ChevronDown className={styles.chevron} aria-hidden="true" size={24} />
        </button>
      </h2>
      {/* Outside the button, so the button stays smaller than the emergency call. */}
      <p id={descriptionId} className={styles.description}>
        {test.description}
      </p>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {mounted && <TriageTestPanel test={test} />}
      </div>
    </li>
  );
}
