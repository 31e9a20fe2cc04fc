import { style } from '@vanilla-extract/css';
import { listReset, visuallyHidden } from '../../styles/patterns';
import { vars } from '../../styles/theme.css';

/** Under the service's status and 'Usar', across the card. */
export const list = style({
  ...listReset,
  gridColumn: '1 / -1',
  display: 'grid',
  marginTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const use = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const who = style({ display: 'grid', gap: vars.space.xxs });

export const by = style({ fontWeight: vars.font.weightBold });

export const provider = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const when = style({ color: vars.color.textMuted });

export const hidden = style(visuallyHidden);
