import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  borderLeft: '6px solid',
  scrollMarginTop: `calc(${vars.size.header} + ${vars.space.sm})`,
});

// The risk shows in colour, an icon and words together.
export const card = styleVariants({
  low: [base, { background: vars.color.successSoft, borderColor: vars.color.success }],
  medium: [base, { background: vars.color.warningSoft, borderColor: vars.color.warning }],
  high: [base, { background: vars.color.dangerSoft, borderColor: vars.color.danger }],
  neutral: [base, { background: vars.color.brandSoft, borderColor: vars.color.brand }],
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeXl,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const kicker = style({ fontWeight: vars.font.weightMedium });

export const classification = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const values = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const note = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const headingTone = styleVariants({
  low: { color: vars.color.success },
  medium: { color: vars.color.warning },
  high: { color: vars.color.danger },
  neutral: { color: vars.color.brandStrong },
});
