import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateAreas: '"name name" "value value" "status use"',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const name = style({
  gridArea: 'name',
  fontSize: vars.font.sizeLg,
  outline: 'none',
});

export const value = style({ gridArea: 'value', color: vars.color.textMuted });

const status = style({
  gridArea: 'status',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const available = style([
  status,
  { background: vars.color.successSoft, color: vars.color.success },
]);

export const exhausted = style([
  status,
  { background: vars.color.warningSoft, color: vars.color.warning },
]);

export const use = style({ gridArea: 'use', marginTop: vars.space.sm, minWidth: '96px' });
