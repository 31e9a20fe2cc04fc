import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  flexShrink: 0,
});

// Dark text on a pale fill of the same hue: AA contrast for every tone.
export const badge = styleVariants({
  good: [base, { color: vars.color.success, background: vars.color.successSoft }],
  caution: [base, { color: vars.color.warning, background: vars.color.warningSoft }],
  alert: [base, { color: vars.color.danger, background: vars.color.dangerSoft }],
  neutral: [base, { color: vars.color.brandStrong, background: vars.color.brandSoft }],
});

/** A triage level's colour from content; every level colour carries white text at AA contrast. */
export const solidColor = createVar();

export const solid = style([base, { color: vars.color.onBrand, background: solidColor }]);
