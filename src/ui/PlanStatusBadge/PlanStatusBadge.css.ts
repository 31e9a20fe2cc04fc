import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.font.weightBold,
  border: '1px solid currentColor',
  selectors: {
    '&::before': {
      content: '""',
      width: '0.625em',
      height: '0.625em',
      borderRadius: vars.radius.pill,
      background: 'currentColor',
    },
  },
});

export const gray = style({ background: vars.color.surfaceMuted, color: vars.color.textMuted });
export const green = style({ background: vars.color.successSoft, color: vars.color.success });
export const yellow = style({ background: vars.color.warningSoft, color: vars.color.warning });
export const red = style({ background: vars.color.dangerSoft, color: vars.color.danger });
