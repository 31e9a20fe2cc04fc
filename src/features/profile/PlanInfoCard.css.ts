import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { wrapRow } from '../../styles/patterns';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.font.sizeLg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  alignItems: 'center',
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });

globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const code = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const codeText = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.04em',
});

export const empty = style({ color: vars.color.textMuted });

export const status = style(wrapRow(vars.space.sm));
