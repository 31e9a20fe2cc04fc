import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightMedium });

export const mount = style({
  minHeight: vars.size.touch,
  padding: `${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** Mounted but not shown until Stripe says it is ready; it keeps its size so it can lay itself out. */
export const waiting = style({ visibility: 'hidden' });

export const status = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
