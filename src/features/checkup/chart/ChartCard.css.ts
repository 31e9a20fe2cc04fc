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

export const tableScroll = style({
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th:first-child`, { textAlign: 'left', fontWeight: vars.font.weightMedium });

globalStyle(`${table} thead th`, { color: vars.color.textMuted });

export const caption = style({
  textAlign: 'left',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
});
