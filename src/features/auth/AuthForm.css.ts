import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack, toneBox } from '../../styles/patterns';

export const form = style(stack(vars.space.lg));

export const formError = style({
  ...toneBox(vars.color.dangerSoft, vars.color.danger),
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const textButton = style({
  alignSelf: 'flex-end',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  '::before': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});

export const footerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.font.weightBold,
});
