import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toggle = style({
  flex: '1 1 12rem',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const doneToggle = style([
  toggle,
  {
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.success,
        borderColor: vars.color.success,
        color: vars.color.onBrand,
      },
    },
  },
]);
