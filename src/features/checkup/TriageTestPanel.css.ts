import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The refusal of an empty form: a prompt to answer, not an alarm. */
export const emptyFormMessage = style({
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});

/** The checklist's 'none of these' button and, once pressed, what it did. */
export const noneAnswer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const noneDone = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.font.weightMedium,
});
