import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { boldHeading, stack } from '../../styles/patterns';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxl}`,
  '@media': { [breakpoints.medium]: { justifyContent: 'center' } },
});

export const panel = style({
  width: '100%',
  maxWidth: '440px',
  ...stack(vars.space.xl),
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  minWidth: vars.size.touch,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
});

export const brand = style(boldHeading(vars.font.sizeLg, vars.color.brand));

export const heading = style(stack(vars.space.xs));

export const title = style({ fontSize: vars.font.sizeXxl, lineHeight: 1.2 });

export const subtitle = style({ color: vars.color.textMuted });

export const demoNote = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const footer = style({ textAlign: 'center', color: vars.color.textMuted });
