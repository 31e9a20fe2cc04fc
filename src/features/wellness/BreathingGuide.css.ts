import { createVar, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../../styles/theme.css';

/** The circle's size (a scale factor) and how long it takes to get there: set per phase. */
export const circleScale = createVar();
export const circleTransitionMs = createVar();

export const guide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const heading = style({ alignSelf: 'flex-start', fontSize: vars.font.sizeLg });

export const stage = style({
  position: 'relative',
  width: 'min(240px, 70vw)',
  aspectRatio: '1',
});

export const circle = style({
  vars: { [circleScale]: '0.6', [circleTransitionMs]: '600ms' },
  position: 'absolute',
  inset: 0,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  border: `4px solid ${vars.color.brand}`,
  transform: `scale(${circleScale})`,
  transition: `transform ${circleTransitionMs} ease-in-out, background-color 400ms ease`,
  selectors: {
    '&[data-kind="hold"]': { background: vars.color.surfaceMuted },
    '&[data-kind="exhale"]': {
      background: vars.color.successSoft,
      borderColor: vars.color.success,
    },
  },
  '@media': {
    // Members who asked for less motion get a still circle; the name and countdown still guide.
    [reducedMotion]: { transform: 'none', transition: 'none' },
  },
});

export const readout = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const phase = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const idle = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const countdown = style({
  fontSize: '2.75rem',
  lineHeight: 1,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brandStrong,
});

export const cycle = style({
  minHeight: '1.5em',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
