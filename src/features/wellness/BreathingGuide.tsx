// The breathing guide of spec §4: start/stop, a circle that grows and shrinks with the breath, the
// phase's name and a countdown, cycling through the phases of non-zero length.
import { Play, Square } from 'lucide-react';
import { useMemo } from 'react';
import { t } from '../../content/messages';
import {
  breathingPhases,
  CIRCLE_EMPTY,
  circleScaleAfter,
  type BreathingPatternSeconds,
} from '../../domain/wellness/breathing';
import { Button } from '../../ui/Button/Button';
import * as styles from './BreathingGuide.css';
import { breathingPhaseLabel, phaseKindOf } from './breathingPhaseLabels';
import { inlineVars } from './inlineVars';
import { useBreathingSession } from './useBreathingSession';

const STOPPED_TRANSITION_MS = 600;

export function BreathingGuide({ pattern }: { readonly pattern: BreathingPatternSeconds }) {
  const phases = useMemo(() => breathingPhases(pattern), [pattern]);
  const scales = useMemo(() => circleScaleAfter(phases), [phases]);
  const { moment, start, stop } = useBreathingSession(phases);
  if (phases.length === 0) return null;

  const running = moment !== undefined;
  const scale = running ? (scales[moment.phaseIndex] ?? CIRCLE_EMPTY) : CIRCLE_EMPTY;
  const transitionMs = running ? moment.phase.durationMs : STOPPED_TRANSITION_MS;

  return (
    <section className={styles.guide} aria-labelledby="guia-respiracion">
      <h3 id="guia-respiracion" className={styles.heading}>
        {t('wellness.breathingHeading')}
      </h3>
      <div className={styles.stage}>
        <div
          className={styles.circle}
          data-kind={running ? phaseKindOf(moment.phase.key) : 'idle'}
          style={inlineVars([
            [styles.circleScale, String(scale)],
            [styles.circleTransitionMs, `${transitionMs}ms`],
          ])}
          aria-hidden="true"
        />
        <div className={styles.readout}>
          {/* Only the phase name is announced: a spoken count every second would drown it out. */}
          <p className={running ? styles.phase : styles.idle} aria-live="polite">
            {running ? breathingPhaseLabel(moment.phase.key) : t('wellness.breathingIdle')}
          </p>
          {running && (
            <p className={styles.countdown}>
              <span
                className={styles.visuallyHidden}
              >{`${t('wellness.breathingSecondsLeft')} `}</span>
              {moment.secondsLeft}
            </p>
          )}
        </div>
      </div>
      <p className={styles.cycle}>
        {running ? t('wellness.breathingCycle', { cycle: moment.cycle + 1 }) : ''}
      </p>
      <Button
        size="lg"
        block
        tone={running ? 'secondary' : 'primary'}
        onClick={running ? stop : start}
      >
        {running ? <Square aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
        {running ? t('wellness.stop') : t('wellness.breathingStart')}
      </Button>
    </section>
  );
}
