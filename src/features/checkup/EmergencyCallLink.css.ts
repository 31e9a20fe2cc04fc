import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '88px',
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  boxShadow: vars.shadow.raised,
  selectors: {
    '&:hover': { filter: 'brightness(0.92)' },
    '&:active': { filter: 'brightness(0.85)' },
  },
});

export const icon = style({ flexShrink: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

export const label = style({ fontSize: vars.font.sizeXl });

export const detail = style({ fontSize: vars.font.sizeSm, fontWeight: vars.font.weightMedium });
