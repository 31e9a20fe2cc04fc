import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../../styles/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const demoNotice = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.font.sizeSm,
});

export const noticeIcon = style({ flexShrink: 0, marginTop: '2px' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinning = style({
  animation: `${spin} 900ms linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const secure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
