import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { smallMuted, stack } from '../../styles/patterns';

export const page = style(stack(vars.space.lg));

export const header = style(stack(vars.space.xs));

export const eyebrow = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
});

export const title = style({ fontSize: vars.font.sizeXl, lineHeight: 1.25 });

export const subtitle = style({
  fontWeight: vars.font.weightMedium,
  color: vars.color.brandStrong,
});

export const summary = style({ color: vars.color.textMuted });

export const note = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  ...smallMuted,
});
