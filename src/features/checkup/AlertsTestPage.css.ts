import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

// No box around it: the call button spans the full content width, wider than any test card.
export const emergency = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const emergencyTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.danger });

export const intro = style({ color: vars.color.textMuted });

export const tests = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
