import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ fontSize: vars.font.sizeLg, fontWeight: vars.font.weightBold });

export const options = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '72px',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const iconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const text = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const title = style({ fontWeight: vars.font.weightBold, fontSize: vars.font.sizeLg });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
