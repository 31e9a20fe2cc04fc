import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.font.sizeLg });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  display: 'inline-block',
  width: '14px',
  height: '4px',
  borderRadius: vars.radius.pill,
});

/** Same height as the chart, so nothing moves when it arrives. */
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '240px',
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
});

/** One stacked block per measurement, so every value fits a 390 px phone without sideways scrolling. */
export const records = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const record = style({
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const recordDate = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const value = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

globalStyle(`${value} dt`, { fontSize: vars.font.sizeSm, color: vars.color.textMuted });

globalStyle(`${value} dd`, { margin: 0, fontWeight: vars.font.weightMedium });

/** The period buttons: four side by side on a phone, each a full touch target. */
export const ranges = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
});

export const rangeButton = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // Longer periods while the rest of a long history is read (well under a second on a phone).
    '&:disabled': { opacity: 0.55, cursor: 'wait' },
  },
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const pagerStatus = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
