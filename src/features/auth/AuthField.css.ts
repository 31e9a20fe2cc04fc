import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightMedium });

export const control = style({ position: 'relative', display: 'flex' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** Leaves room for the show/hide button that sits over the right end of the input. */
export const inputWithTrailing = style({
  paddingRight: `calc(${vars.size.touch} + ${vars.space.xs})`,
});

export const trailing = style({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});
