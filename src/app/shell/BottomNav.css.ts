import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const nav = style({
  position: 'fixed',
  bottom: 0,
  left: 0,
  right: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({ display: 'flex' });

export const link = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.bottomNav,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.brand,
      fontWeight: vars.font.weightBold,
      background: vars.color.brandSoft,
    },
  },
});
