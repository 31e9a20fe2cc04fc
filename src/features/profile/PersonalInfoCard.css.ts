import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ fontSize: vars.font.sizeLg });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: vars.font.weightMedium,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });

globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });
