import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, stackList } from '../../styles/patterns';

export const title = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });

export const list = style(stackList(vars.space.sm));

export const receipt = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const date = style({ fontWeight: vars.font.weightBold });

export const amount = style({
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const about = style({
  gridColumn: '1 / 3',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});

/** A folio is read aloud or typed: never split across lines. */
export const folio = style({ whiteSpace: 'nowrap' });

export const chevron = style({
  gridColumn: 3,
  gridRow: '1 / 3',
  color: vars.color.textMuted,
});

export const empty = style({ color: vars.color.textMuted });
