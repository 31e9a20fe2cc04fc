import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const dialHint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const number = style({ fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' });
