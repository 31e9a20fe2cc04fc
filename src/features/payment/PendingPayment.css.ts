import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { factsGrid, stack, toneBox } from '../../styles/patterns';

export const pending = style(stack(vars.space.md));

export const facts = style(factsGrid('auto 1fr'));

/** Groups a term with its value for the markup; the grid lays out the term and value themselves. */
export const factRow = style({ display: 'contents' });

globalStyle(`${facts} dt`, { color: vars.color.textMuted });

globalStyle(`${facts} dd`, {
  margin: 0,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const error = style(toneBox(vars.color.dangerSoft, vars.color.danger));

export const link = style({
  color: vars.color.brandStrong,
  fontWeight: vars.font.weightMedium,
  minHeight: vars.size.touch,
  display: 'inline-flex',
  alignItems: 'center',
});
