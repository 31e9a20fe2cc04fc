import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { linkCard, row, stack, stackList, wrapRow } from '../../styles/patterns';

export const list = style(stackList(vars.space.md));

export const link = style({
  ...row(vars.space.md),
  minHeight: vars.size.touch,
  ...linkCard,
});

export const text = style({ ...stack(vars.space.xxs), flex: 1 });

export const title = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const meta = style({
  ...wrapRow(vars.space.md),
  marginTop: vars.space.xs,
  fontSize: vars.font.sizeXs,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const done = style([
  metaItem,
  { color: vars.color.success, fontWeight: vars.font.weightBold },
]);

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
