import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const values = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const value = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
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
