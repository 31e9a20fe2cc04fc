import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const footer = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.text,
  color: vars.color.onBrand,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '1120px',
  margin: '0 auto',
  '@media': {
    [breakpoints.medium]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const copyright = style({ fontSize: vars.font.sizeSm });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.onBrand,
  fontSize: vars.font.sizeSm,
  textUnderlineOffset: '3px',
});
