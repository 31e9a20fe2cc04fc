import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
