import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { listReset, visuallyHidden } from '../../styles/patterns';

export const title = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const empty = style({ margin: `${vars.space.md} 0 0` });

export const list = style({ ...listReset, display: 'grid', marginTop: vars.space.sm });

/** The service, who used it and until when, with 'Anular' under them (as in the members list). */
export const use = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  overflowWrap: 'anywhere',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const service = style({ fontWeight: vars.font.weightBold });

export const until = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** A time stays on one line with what leads to it. */
export const time = style({ whiteSpace: 'nowrap' });

export const action = style({ marginTop: vars.space.xs });

export const hidden = style(visuallyHidden);
