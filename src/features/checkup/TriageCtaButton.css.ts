import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textAlign: 'center',
});
