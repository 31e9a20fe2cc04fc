import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '50vh',
  color: vars.color.textMuted,
});

export const circle = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 800ms linear infinite`,
});
