import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.brand });

export const title = style({ fontSize: vars.font.sizeXl });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '320px',
});
