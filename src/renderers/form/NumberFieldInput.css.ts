import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const input = style({
  flex: '1 1 auto',
  width: '100%',
  maxWidth: '8rem',
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.font.sizeLg,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const unit = style({ color: vars.color.textMuted, fontWeight: vars.font.weightMedium });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
