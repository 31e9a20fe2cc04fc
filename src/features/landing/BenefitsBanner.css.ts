import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { bareList } from '../../styles/patterns';

export const banner = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const title = style({ color: vars.color.onBrand });

export const lead = style({ color: vars.color.onBrand });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.xl,
  ...bareList,
  '@media': {
    [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [breakpoints.large]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.lg },
  },
});

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
});

export const icon = style({ flexShrink: 0, marginTop: vars.space.xxs });

export const itemTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.onBrand });

export const itemText = style({ marginTop: vars.space.xs, color: vars.color.onBrand });
