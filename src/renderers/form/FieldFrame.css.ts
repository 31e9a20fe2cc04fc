import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const label = style({ padding: 0, fontWeight: vars.font.weightMedium });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

/** Keeps the icon on the first line when a long message wraps. */
export const errorIcon = style({ flexShrink: 0, marginTop: '2px' });
