import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

/** Height of the sticky header, so that a section scrolled to is not hidden under it. */
export const headerHeight = { small: '104px', large: '68px' } as const;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.lg,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.lg} 0`,
  '@media': {
    // Same content width and side padding as the sections below, so the logo lines up with them.
    [breakpoints.large]: {
      flexWrap: 'nowrap',
      maxWidth: `calc(1120px + 2 * ${vars.space.xl})`,
      padding: `${vars.space.sm} ${vars.space.xl}`,
    },
  },
});

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const loginLink = style({
  '@media': { [breakpoints.large]: { order: 3 } },
});

export const nav = style({
  order: 2,
  flexBasis: '100%',
  overflowX: 'auto',
  '@media': { [breakpoints.large]: { flexBasis: 'auto', overflowX: 'visible' } },
});

export const navList = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.large]: { gap: vars.space.lg } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
  '@media': {
    [breakpoints.large]: { padding: `0 ${vars.space.sm}`, fontSize: vars.font.sizeMd },
  },
});
