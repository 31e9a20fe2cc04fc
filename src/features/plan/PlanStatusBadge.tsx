import { CircleAlert, CircleCheck, CircleX, Clock } from 'lucide-react';
import type { PlanStatusColor, PlanStatusView } from '../../domain/planStatus';
import * as styles from './PlanStatusBadge.css';

const icons = { gray: Clock, green: CircleCheck, yellow: CircleAlert, red: CircleX } as const;

const tone: Readonly<Record<PlanStatusColor, string>> = {
  gray: styles.gray,
  green: styles.green,
  yellow: styles.yellow,
  red: styles.red,
};

/** The plan status in words, colour and icon together (never colour alone). */
export function PlanStatusBadge({ view }: { readonly view: PlanStatusView }) {
  const Icon = icons[view.color];
  return (
    <span className={`${styles.badge} ${tone[view.color]}`} data-status={view.key}>
      <Icon aria-hidden="true" size={18} />
      {view.status}
    </span>
  );
}
