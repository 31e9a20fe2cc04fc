import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { calloutRow, stack, wrapRow } from '../../styles/patterns';

export const page = style(stack(vars.space.lg));

export const title = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

globalStyle(`${facts} dt`, {
  marginTop: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

globalStyle(`${facts} dd`, { margin: 0 });

export const strong = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const status = style(wrapRow(vars.space.sm));

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.05em',
});

export const readOnly = style(calloutRow(vars.color.surfaceMuted));

export const readOnlyIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const readOnlyTitle = style({ fontSize: vars.font.sizeMd, marginBottom: vars.space.xs });

export const addRow = style({ ...stack(vars.space.sm), marginTop: vars.space.md });

export const places = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const joinForm = style(stack(vars.space.md));

/** Demo mode's join card: why there is no join form (issue 43). */
export const demoJoin = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  color: vars.color.textMuted,
});

export const demoJoinIcon = style({ flexShrink: 0, color: vars.color.brand, marginTop: '2px' });
