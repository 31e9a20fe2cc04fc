import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack } from '../../styles/patterns';

export const page = style(stack(vars.space.lg));

export const who = style({ ...stack(vars.space.xs), alignItems: 'center', textAlign: 'center' });

// 'anywhere': a centred flex item is as wide as its longest word, so 'break-word' alone would let a
// very long name widen the page (issue 43).
export const name = style({
  fontSize: vars.font.sizeXl,
  marginTop: vars.space.sm,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const email = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const folio = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
