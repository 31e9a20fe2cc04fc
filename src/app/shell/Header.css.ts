import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconButton as iconButtonRule } from '../../styles/patterns';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.header,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const iconButton = style({
  position: 'relative',
  ...iconButtonRule,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const spacer = style({ width: vars.space.sm });
