import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { listReset, row, smallMuted, stack, stackList } from '../../styles/patterns';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  ...listReset,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const warningList = style(stackList(vars.space.md));

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  minHeight: vars.size.touch,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
});

export const warningCard = style([
  card,
  {
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: vars.space.md,
    border: `1px solid ${vars.color.warning}`,
    borderLeftWidth: '6px',
    background: vars.color.warningSoft,
  },
]);

export const cardTitle = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const warningTitle = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const cardText = style(smallMuted);

export const warningText = style({ fontSize: vars.font.sizeSm, color: vars.color.text });

export const more = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
});

export const warningIcon = style({ flexShrink: 0, color: vars.color.warning });

export const block = style(stack(vars.space.xs));

export const warningBlock = style([
  block,
  {
    padding: vars.space.md,
    borderLeft: `6px solid ${vars.color.warning}`,
    borderRadius: vars.radius.md,
    background: vars.color.warningSoft,
  },
]);

export const blockTitle = style({ ...row(vars.space.xs), fontSize: vars.font.sizeMd });

export const blockList = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
