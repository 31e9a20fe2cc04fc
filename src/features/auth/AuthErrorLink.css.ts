import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
});
