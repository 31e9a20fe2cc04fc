import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const sectionTitle = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.md });

export const categories = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

export const categoryIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const categoryText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const categoryTitle = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  color: vars.color.brandStrong,
});

export const categoryDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
