import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const beta = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
});
