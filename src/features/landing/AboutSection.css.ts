import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { bareList, surface } from '../../styles/patterns';

export const values = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  ...bareList,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const value = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  ...surface,
});

export const icon = style({
  flexShrink: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  boxSizing: 'content-box',
});

export const valueTitle = style({ fontSize: vars.font.sizeLg });

export const valueText = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
