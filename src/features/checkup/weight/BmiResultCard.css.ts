import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.sm})`,
});

export const image = style({ display: 'block', width: '80px', height: '120px' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const heading = style({
  fontSize: vars.font.sizeMd,
  color: vars.color.textMuted,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const value = style({ margin: 0, fontSize: vars.font.sizeXxl, lineHeight: 1.2 });

export const category = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brandStrong,
});

export const scale = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
});

export const range = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
});

export const current = style([
  range,
  {
    background: vars.color.brandSoft,
    color: vars.color.brandStrong,
    fontWeight: vars.font.weightBold,
  },
]);

export const note = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
