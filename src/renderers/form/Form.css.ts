import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const summary = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontWeight: vars.font.weightMedium,
});

/** A group of questions under a heading; its questions are separated like the form's own. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

globalStyle(`${section} > :not(legend):not(:last-child)`, {
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

globalStyle(`${sectionTitle} + *`, { clear: 'both' });

export const sectionDescription = style({
  margin: 0,
  color: vars.color.textMuted,
});
