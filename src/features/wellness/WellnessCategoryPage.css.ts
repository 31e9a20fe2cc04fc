import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { iconCircle, stack } from '../../styles/patterns';

export const page = style(stack(vars.space.lg));

export const intro = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style(iconCircle('48px'));

export const title = style({ fontSize: vars.font.sizeXl });

export const description = style({ color: vars.color.textMuted });
