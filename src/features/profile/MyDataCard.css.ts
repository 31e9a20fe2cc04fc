import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.font.sizeLg });

export const intro = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The file input stays focusable and is announced; its label is what the member sees and taps. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const fileLabel = style({});

globalStyle(`${fileInput}:focus-visible + ${fileLabel}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

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

export const otherAccount = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: vars.font.weightMedium,
});

export const downloadFirst = style({ marginTop: vars.space.md });
