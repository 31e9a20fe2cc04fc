import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const figure = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  margin: 0,
  textAlign: 'center',
});

export const image = style({
  display: 'block',
  width: '100%',
  maxWidth: '720px',
  height: 'auto',
});

export const caption = style({
  maxWidth: '36ch',
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.3,
  color: vars.color.brandStrong,
  '@media': { [breakpoints.large]: { fontSize: vars.font.sizeXxl } },
});
