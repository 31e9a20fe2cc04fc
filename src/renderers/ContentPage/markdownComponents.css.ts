import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { displayTitle } from '../../styles/patterns';

export const h1 = style(displayTitle);

export const h2 = style({
  marginTop: vars.space.xxl,
  fontSize: vars.font.sizeXl,
  lineHeight: 1.3,
  color: vars.color.brandStrong,
});

export const h3 = style({
  marginTop: vars.space.xl,
  fontSize: vars.font.sizeLg,
  color: vars.color.text,
});

export const paragraph = style({ marginTop: vars.space.md });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  marginBottom: 0,
  paddingLeft: vars.space.xl,
});

export const listItem = style({ paddingLeft: vars.space.xs });

export const strong = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const link = style({ color: vars.color.brand, textUnderlineOffset: '3px' });

// Storage keys in the privacy policy are long single words: they must wrap on a 360 px screen.
export const code = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  overflowWrap: 'anywhere',
});

export const rule = style({
  margin: `${vars.space.xl} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});
