import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A line under each question; the buttons come last. */
globalStyle(`${form} > :not(:last-child)`, {
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
