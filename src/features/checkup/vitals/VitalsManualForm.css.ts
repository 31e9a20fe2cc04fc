import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const emergency = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderLeft: `6px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
});

export const emergencyTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeXl,
  color: vars.color.danger,
});
