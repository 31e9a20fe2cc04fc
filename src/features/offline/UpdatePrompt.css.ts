import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { wrapRow } from '../../styles/patterns';

// In the page's flow at the very top, not floating: it never covers what the member is doing.
export const banner = style({
  background: vars.color.brandSoft,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  ...wrapRow(vars.space.sm),
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
});

export const icon = style({ flexShrink: 0, color: vars.color.brand });

export const text = style({
  flex: '1 1 12rem',
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.sizeSm,
});

export const title = style({ fontWeight: vars.font.weightBold });

export const hint = style({ color: vars.color.textMuted });
