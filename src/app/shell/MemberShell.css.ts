import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.size.bottomNav} + ${vars.space.xl})`,
});
