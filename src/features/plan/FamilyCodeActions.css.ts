import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack } from '../../styles/patterns';

export const actions = style({ ...stack(vars.space.sm), marginTop: vars.space.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
