import type { PlanStatusColor, PlanStatusView } from '../../domain/membership/planStatus';
import * as styles from './PlanStatusBadge.css';

const tone: Readonly<Record<PlanStatusColor, string>> = {
  gray: styles.gray,
  green: styles.green,
  yellow: styles.yellow,
  red: styles.red,
};

/**
 * The plan status in words and colour together, never colour alone. No icon font or SVG icons here:
 * the dashboard shows it and must stay light.
 */
export function PlanStatusBadge({ view }: { readonly view: PlanStatusView }) {
  return (
    <span className={`${styles.badge} ${tone[view.color]}`} data-status={view.key}>
      {view.status}
    </span>
  );
}
