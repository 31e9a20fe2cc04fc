import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const discount = style({ color: vars.color.success });

/** 'base × members × months' under the subtotal, across both columns of the list. */
export const formula = style({
  gridColumn: '1 / -1',
  marginTop: `calc(-1 * ${vars.space.xs})`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
