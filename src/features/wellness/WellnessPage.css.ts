import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { iconCircle, linkCard, listReset, stack } from '../../styles/patterns';

export const page = style(stack(vars.space.xl));

export const sectionTitle = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.md });

export const categories = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  ...listReset,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  height: '100%',
  ...linkCard,
});

export const categoryIcon = style(iconCircle('44px'));

export const categoryText = style(stack(vars.space.xxs));

export const categoryTitle = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  color: vars.color.brandStrong,
});

export const categoryDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
