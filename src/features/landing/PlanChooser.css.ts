import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const chooser = style({ background: vars.color.surfaceMuted });

export const heading = style({ textAlign: 'center' });

// Read by screen readers only: says that the chat link leaves the page.
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.large]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.xl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  borderTop: `6px solid ${vars.color.brand}`,
});

export const icon = style({ color: vars.color.brand });

export const name = style({ fontSize: vars.font.sizeXl });

export const tagline = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const description = style({ color: vars.color.textMuted });

export const features = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const check = style({ flexShrink: 0, marginTop: '3px', color: vars.color.success });

export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
