import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The level's colour from levels.json; every level colour carries white text at AA contrast. */
export const levelColor = createVar();

export const card = style({
  marginTop: vars.space.lg,
  border: `3px solid ${levelColor}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
  // Keeps the level clear of the sticky header when the card scrolls into view.
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.sm})`,
});

export const level = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: levelColor,
  color: vars.color.onBrand,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-6px' },
  },
});

export const kicker = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });

export const levelLabel = style({ fontSize: vars.font.sizeXxl, lineHeight: 1.2 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const subheading = style({ fontSize: vars.font.sizeMd, marginTop: vars.space.xs });

export const reasons = style({ margin: 0, paddingLeft: vars.space.xl });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
