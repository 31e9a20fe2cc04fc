import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const help = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

/** Keeps the icon on the first line when a long message wraps. */
export const errorIcon = style({ flexShrink: 0, marginTop: '2px' });
