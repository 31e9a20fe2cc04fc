import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const heading = style({ fontSize: 'inherit' });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  // Keeps the button clear of the sticky header when it scrolls into view.
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.sm})`,
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const title = style({
  flex: 1,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const description = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});
