import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { stack, stackList } from '../../../styles/patterns';

export const history = style(stack(vars.space.lg));

export const title = style({ fontSize: vars.font.sizeLg });

export const day = style(stack(vars.space.sm));

export const dayTitle = style({
  fontSize: vars.font.sizeMd,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
});

export const list = style(stackList(vars.space.sm));

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const icon = style({ flexShrink: 0, marginTop: vars.space.xxs, color: vars.color.brand });

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const heading = style({ margin: 0 });

export const time = style({ fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });

export const kind = style({ fontWeight: vars.font.weightMedium });

export const details = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const download = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
});

export const count = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

globalStyle(`${dayTitle}:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
