import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflowX: 'auto',
});

export const trigger = style({
  flex: '1 0 auto',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.surface,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weightBold,
      boxShadow: vars.shadow.card,
    },
    '&:disabled, &[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({ outline: 'none' });
