import type { Tone } from '../../domain/health/entrySummary';
import { cssVarStyle } from './cssVarStyle';
import * as styles from './StatusBadge.css';

/** A verdict in words on its colour: never colour alone. `color` overrides the tone (triage levels). */
export function StatusBadge({
  text,
  tone,
  color,
}: {
  readonly text: string;
  readonly tone: Tone;
  readonly color?: string | undefined;
}) {
  return (
    <span
      className={color ? styles.solid : styles.badge[tone]}
      style={color ? cssVarStyle(styles.solidColor, color) : undefined}
    >
      {text}
    </span>
  );
}
