import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const counter = style({
  margin: 0,
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});
