import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, stack, toneBox, visuallyHidden } from '../../styles/patterns';

export const card = style(stack(vars.space.md));

export const title = style({ fontSize: vars.font.sizeLg });

export const intro = style({ color: vars.color.textMuted });

export const actions = style(stack(vars.space.sm));

/** The file input stays focusable and is announced; its label is what the member sees and taps. */
export const fileInput = style(visuallyHidden);

export const fileLabel = style({});

globalStyle(`${fileInput}:focus-visible + ${fileLabel}`, focusRing);

export const refusal = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

/**
 * Takes no room while empty, so the buttons keep their spacing; never hidden, because a live region
 * must be in the accessibility tree before its message arrives to be announced.
 */
export const refusalSpot = style({
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.sm})` } },
});

export const clearButton = style({ color: vars.color.danger, textAlign: 'center' });

export const refusalTitle = style({ fontWeight: vars.font.weightBold, display: 'block' });

export const dialogNotes = style({ display: 'grid', gap: vars.space.sm });

export const otherAccount = style(toneBox(vars.color.warningSoft, vars.color.warning));

/** The file's damaged entries that a restore leaves out. */
export const skipped = style(toneBox(vars.color.warningSoft, vars.color.warning));

export const downloadFirst = style({ marginTop: vars.space.md });
