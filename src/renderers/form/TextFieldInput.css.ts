import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconButton } from '../../styles/patterns';

export const control = style({ position: 'relative', display: 'flex' });

export const input = style({
  flex: 1,
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textarea = style([
  input,
  { padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' },
]);

/** Leaves room for the show/hide button that sits over the right end of a password input. */
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

export const toggle = style({
  ...iconButton,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
