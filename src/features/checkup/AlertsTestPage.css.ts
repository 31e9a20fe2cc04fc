import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stack, stackList } from '../../styles/patterns';

export const page = style(stack(vars.space.lg));

// No box around it: the call button spans the full content width, wider than any test card.
export const emergency = style(stack(vars.space.sm));

export const emergencyTitle = style({ fontSize: vars.font.sizeLg, color: vars.color.danger });

export const intro = style({ color: vars.color.textMuted });

export const tests = style(stackList(vars.space.md));
