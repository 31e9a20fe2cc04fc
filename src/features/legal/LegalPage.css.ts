import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ minHeight: '100vh', background: vars.color.surface });

export const header = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.lg}`,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingRight: vars.space.sm,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const switcher = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});

export const switcherList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const switcherLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  textAlign: 'center',
  textDecoration: 'none',
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surface,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weightBold,
      boxShadow: vars.shadow.card,
    },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const main = style({
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  '@media': { [breakpoints.large]: { paddingTop: vars.space.xxl } },
});
