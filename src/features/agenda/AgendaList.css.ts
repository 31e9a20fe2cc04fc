import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import {
  boldHeading,
  listReset,
  smallMuted,
  stack,
  surface,
  visuallyHidden as hiddenRule,
} from '../../styles/patterns';

export const list = style({ display: 'grid', gap: vars.space.sm, ...listReset });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  ...surface,
});

/** Appointment rows have no tick: the text takes the first column. */
export const appointmentRow = style([row, { gridTemplateColumns: '1fr auto' }]);

export const appointmentRowPast = style([
  appointmentRow,
  { background: vars.color.surfaceMuted, boxShadow: 'none' },
]);

export const taken = style({
  ...stack(vars.space.xxs),
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '26px',
  height: '26px',
  margin: 0,
  accentColor: vars.color.success,
  cursor: 'pointer',
});

export const takenText = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const body = style({ minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const bodyDone = style([
  body,
  { textDecoration: 'line-through', textDecorationThickness: '2px', color: vars.color.textMuted },
]);

export const name = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const detail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const time = style({ fontWeight: vars.font.weightBold, color: 'inherit' });

export const place = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const placeIcon = style({ flexShrink: 0, marginTop: '3px' });

export const note = style({
  ...smallMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignSelf: 'start' });

export const group = style({ display: 'grid', gap: vars.space.sm });

export const groupTitle = style(boldHeading(vars.font.sizeMd, vars.color.textMuted));

export const groupEmpty = style({ color: vars.color.textMuted });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  ...surface,
});

export const emptyIcon = style({ color: vars.color.brand });

export const emptyText = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const visuallyHidden = style(hiddenRule);
