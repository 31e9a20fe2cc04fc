import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack } from '../../styles/patterns';

const footerHeight = '48px';

export const page = style({
  ...stack(vars.space.lg),
  // Room for the fixed footer, so the last entry can scroll clear of it.
  paddingBottom: footerHeight,
});

export const intro = style({ color: vars.color.textMuted });

export const sectionTitle = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });

export const muted = style({ color: vars.color.textMuted });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  padding: vars.space.xl,
});

export const emptyIcon = style({ color: vars.color.brand });

export const emptyTitle = style({ fontWeight: vars.font.weightBold });

// Fixed just above the bottom navigation (spec §2: a fixed footer).
export const footer = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom))`,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: footerHeight,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.brandSoft,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.brandStrong,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  textAlign: 'center',
});
