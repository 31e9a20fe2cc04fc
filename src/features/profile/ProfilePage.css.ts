import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const name = style({ fontSize: vars.font.sizeXl });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
});

globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const planned = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  color: vars.color.textMuted,
});
