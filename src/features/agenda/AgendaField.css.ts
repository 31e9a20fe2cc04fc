import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weightMedium });

const control = style({
  width: '100%',
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

export const input = style([control]);

export const textarea = style([
  control,
  { padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' },
]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});
