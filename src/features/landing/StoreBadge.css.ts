import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  minWidth: '200px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: { '&:hover': { background: '#000000' } },
});

export const glyph = style({ flexShrink: 0 });

export const words = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.15,
});

export const small = style({ fontSize: vars.font.sizeXs });

export const store = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });
