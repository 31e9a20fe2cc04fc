import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const box = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  margin: '0',
  accentColor: vars.color.success,
  cursor: 'pointer',
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const label = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const checkedText = style({ color: vars.color.textMuted });
