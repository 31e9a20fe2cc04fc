import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
});

export const title = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xs,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const done = style([
  metaItem,
  { color: vars.color.success, fontWeight: vars.font.weightBold },
]);

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
