import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const icon = style({ flexShrink: 0, marginTop: '2px' });
