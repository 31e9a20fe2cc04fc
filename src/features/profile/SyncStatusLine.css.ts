import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const line = style({ margin: 0, fontSize: vars.font.sizeSm });

const badge = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const tone = styleVariants({
  synced: [badge, { color: vars.color.success }],
  pending: [badge, { color: vars.color.warning }],
});

export const notice = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.text });
