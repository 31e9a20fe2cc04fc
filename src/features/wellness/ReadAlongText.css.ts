import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const paragraph = style({
  // The highlight reaches into the page margin, so the text itself lines up with the rest.
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} calc(${vars.space.md} - 4px)`,
  borderLeft: '4px solid transparent',
  borderRadius: vars.radius.sm,
  transition: 'background-color 200ms ease',
  // Keeps the paragraph being read clear of the sticky header when it scrolls into view.
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.md})`,
  scrollMarginBottom: `calc(${vars.size.bottomNav} + ${vars.space.md})`,
  selectors: {
    '&[aria-current="step"]': {
      background: vars.color.brandSoft,
      borderLeftColor: vars.color.brand,
    },
  },
});
