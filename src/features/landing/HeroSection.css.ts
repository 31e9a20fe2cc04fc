import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.background} 100%)`,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [breakpoints.large]: { gridTemplateColumns: '1.1fr 0.9fr', gap: vars.space.xxxl },
  },
});

export const title = style({
  fontSize: '2rem',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  '@media': { [breakpoints.large]: { fontSize: '3rem' } },
});

export const downloads = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
});

// Only the visitor's store shows; Android until <html data-store> says otherwise (spec §1's default).
export const forStore = styleVariants({
  android: { selectors: { 'html[data-store="ios"] &': { display: 'none' } } },
  ios: { selectors: { 'html:not([data-store="ios"]) &': { display: 'none' } } },
});

export const otherStore = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  fontSize: vars.font.sizeSm,
  color: vars.color.brandStrong,
});

export const illustration = style({
  display: 'block',
  width: '100%',
  maxWidth: '420px',
  height: 'auto',
  margin: '0 auto',
});
