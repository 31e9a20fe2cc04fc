import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

/** Appointment rows have no tick: the text takes the first column. */
export const appointmentRow = style([row, { gridTemplateColumns: '1fr auto' }]);

export const appointmentRowPast = style([
  appointmentRow,
  { background: vars.color.surfaceMuted, boxShadow: 'none' },
]);

export const taken = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
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
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignSelf: 'start' });

export const group = style({ display: 'grid', gap: vars.space.sm });

export const groupTitle = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
});

export const groupEmpty = style({ color: vars.color.textMuted });

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const emptyIcon = style({ color: vars.color.brand });

export const emptyText = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
