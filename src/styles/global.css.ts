import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // What the browser scrolls into view (focus moving by keyboard, 'Ver más' moving focus to the first
  // day added, a link to an anchor) stops clear of the sticky header and the fixed bottom navigation
  // instead of under them (WCAG 2.2 "focus not obscured").
  scrollPaddingTop: vars.size.header,
  scrollPaddingBottom: `calc(${vars.size.bottomNav} + env(safe-area-inset-bottom))`,
  '@media': { [reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  // A word too long for its line (a long name, an e-mail, a pasted code) breaks instead of pushing the
  // page sideways (issue 43); words that fit are never broken.
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('a', { color: vars.color.brand });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('img, svg', { maxWidth: '100%' });

globalStyle('*', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
