import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { factsGrid } from '../../styles/patterns';

export const lines = style(factsGrid('1fr auto'));

globalStyle(`${lines} dt`, { color: vars.color.textMuted });

globalStyle(`${lines} dd`, {
  margin: 0,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const totalAmount = style({
  fontSize: vars.font.sizeXl,
  color: vars.color.brandStrong,
  fontVariantNumeric: 'tabular-nums',
});
