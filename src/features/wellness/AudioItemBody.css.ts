import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const player = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeLg,
});

export const headingIcon = style({ color: vars.color.brand });

export const audio = style({ width: '100%' });

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const control = style({ flex: '1 1 8rem' });

export const status = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const unavailable = style({ fontWeight: vars.font.weightBold });

export const textHeading = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.md });
