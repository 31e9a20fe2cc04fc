import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const slideIn = keyframes({
  from: { transform: 'translateY(-12px)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

export const viewport = style({
  position: 'fixed',
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  width: `min(calc(100% - ${vars.space.lg}), 480px)`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: 100,
  outline: 'none',
});

const base = style({
  display: 'grid',
  // minmax(0, …): a long word in a toast breaks inside its box instead of widening it (issue 43).
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  overflowWrap: 'anywhere',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 160ms ease-out`,
});

export const root = styleVariants({
  default: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
    },
  ],
  destructive: [base, { background: vars.color.danger, color: vars.color.onBrand }],
});

export const title = style({ fontWeight: vars.font.weightBold, gridColumn: 1 });

export const description = style({ gridColumn: 1, fontSize: vars.font.sizeSm });

export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  alignSelf: 'start',
  minWidth: vars.size.touch,
  minHeight: vars.size.touch,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.sizeLg,
  cursor: 'pointer',
});

export const action = style({
  gridColumn: 1,
  justifySelf: 'start',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  marginTop: vars.space.xs,
  border: `2px solid currentColor`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
});
