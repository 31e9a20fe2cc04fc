import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.textMuted });

export const message = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
