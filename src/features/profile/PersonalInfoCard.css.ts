import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { factsGrid, spreadRow, stack, toneBox } from '../../styles/patterns';

export const card = style(stack(vars.space.lg));

export const head = style(spreadRow(vars.space.md));

export const title = style({ fontSize: vars.font.sizeLg });

export const notice = style(toneBox(vars.color.warningSoft, vars.color.warning));

export const form = style(stack(vars.space.lg));

export const actions = style(stack(vars.space.sm));

export const facts = style(factsGrid('auto 1fr'));

globalStyle(`${facts} dt`, { color: vars.color.textMuted });

globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });
