import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const unreadDot = style({
  position: 'absolute',
  top: '10px',
  right: '10px',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  border: `2px solid ${vars.color.surface}`,
});

export const content = style({
  zIndex: 50,
  width: 'min(340px, calc(100vw - 16px))',
  // A long list scrolls inside the menu, so 'Marcar todas como leídas' stays within reach (issue 43).
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.font.weightBold,
});

const itemBase = style({
  display: 'flex',
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft },
  },
});

export const item = style([itemBase, { flexDirection: 'column', gap: vars.space.xxs }]);

export const itemTitle = style({ fontWeight: vars.font.weightMedium });

export const itemDescription = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const itemTime = style({ fontSize: vars.font.sizeXs, color: vars.color.textMuted });

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const markAll = style([
  itemBase,
  {
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    color: vars.color.brand,
    fontWeight: vars.font.weightMedium,
  },
]);

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});
