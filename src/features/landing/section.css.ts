// Layout shared by the landing's sections: width, spacing and the offset under the sticky header.
import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { headerHeight } from './LandingHeader.css';
import { displayTitle } from '../../styles/patterns';

export const section = style({
  scrollMarginTop: headerHeight.small,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  '@media': {
    [breakpoints.medium]: { padding: `64px ${vars.space.xl}` },
    [breakpoints.large]: { scrollMarginTop: headerHeight.large, padding: `80px ${vars.space.xl}` },
  },
});

export const inner = style({
  maxWidth: '1120px',
  margin: '0 auto',
});

export const eyebrow = style({
  display: 'block',
  marginBottom: vars.space.sm,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const title = style(displayTitle);

export const lead = style({
  marginTop: vars.space.md,
  maxWidth: '60ch',
  fontSize: vars.font.sizeLg,
  color: vars.color.textMuted,
});
