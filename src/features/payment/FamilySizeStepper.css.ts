import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});

export const label = style({ fontWeight: vars.font.weightMedium });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const value = style({
  minWidth: '2.5ch',
  textAlign: 'center',
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});
