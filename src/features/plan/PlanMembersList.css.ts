import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { visuallyHidden } from '../../styles/patterns';

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const person = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const icon = style({ color: vars.color.brand });

export const name = style({ fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const arrival = style({
  gridColumn: '2 / -1',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const you = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

const role = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

export const holder = style([role, { background: vars.color.brand, color: vars.color.onBrand }]);

export const member = style([
  role,
  { background: vars.color.surfaceMuted, color: vars.color.text },
]);

export const actions = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const hidden = style(visuallyHidden);
