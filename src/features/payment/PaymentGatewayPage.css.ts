import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.font.sizeLg });

/** Four frequencies do not fit in one row on a phone: two by two there, one row from tablets up. */
export const frequencyList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const panelText = style({ color: vars.color.textMuted });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A family size smaller than the list: who to remove first (issue 43). */
export const fitNotice = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  borderLeft: `4px solid ${vars.color.warning}`,
  overflowWrap: 'anywhere',
});

export const fitTitle = style({ fontWeight: vars.font.weightBold });

export const fitLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
});
