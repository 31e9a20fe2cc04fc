import type { PlanStatusColor, PlanStatusView } from '../../domain/membership/planStatus';
import * as styles from './PlanStatusBadge.css';
import { planStatusName } from './planStatusWords';

const tone: Readonly<Record<PlanStatusColor, string>> = {
  gray: styles.gray,
  green: styles.green,
  yellow: styles.yellow,
  red: styles.red,
};

export interface PlanStatusBadgeProps {
  readonly view: PlanStatusView;
  /** Words other than the status's own, such as 'Pago pendiente' while a voucher waits. */
  readonly label?: string;
}

/**
 * The plan status in words and colour together, never colour alone. No icon font or SVG icons here:
 * the dashboard shows it and must stay light.
 */
export function PlanStatusBadge({ view, label }: PlanStatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${tone[view.color]}`} data-status={view.key}>
      {label ?? planStatusName(view.key)}
    </span>
  );
}
