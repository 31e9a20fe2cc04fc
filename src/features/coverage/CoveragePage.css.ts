import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import * as tabStyles from '../../ui/Tabs/Tabs.css';
import { calloutRow, stack } from '../../styles/patterns';

export const page = style(stack(vars.space.lg));

export const info = style(calloutRow(vars.color.brandSoft));

export const infoIcon = style({ flexShrink: 0, color: vars.color.brand });

export const infoText = style({ display: 'grid', gap: vars.space.xs });

export const infoTitle = style({ fontSize: vars.font.sizeLg });

export const tabs = style(stack(vars.space.lg));

// Compound selectors so the grid wins over the shared tab list's flex row whatever the CSS order.
export const categoryGrid = style({
  selectors: {
    [`${tabStyles.list}&`]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, 1fr)',
      overflowX: 'visible',
    },
  },
  '@media': {
    [breakpoints.medium]: {
      selectors: { [`${tabStyles.list}&`]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
    },
    [breakpoints.large]: {
      selectors: { [`${tabStyles.list}&`]: { gridTemplateColumns: 'repeat(7, 1fr)' } },
    },
  },
});

export const categoryTab = style({
  selectors: {
    [`${tabStyles.trigger}&`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xxs,
      minHeight: '64px',
      padding: vars.space.xs,
      fontSize: vars.font.sizeSm,
    },
  },
});

// Radix keeps the inactive panels as empty elements with `hidden`; display: flex must not show them.
export const panel = style({
  ...stack(vars.space.md),
  selectors: { '&[hidden]': { display: 'none' } },
});

export const servicesTitle = style({ fontSize: vars.font.sizeLg });

export const services = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
