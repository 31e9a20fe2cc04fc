import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { calloutRow } from '../../styles/patterns';

export const notice = style(calloutRow(vars.color.warningSoft));

export const icon = style({ flexShrink: 0, color: vars.color.warning });

export const body = style({ display: 'grid', gap: vars.space.sm, flex: 1, minWidth: 0 });

export const title = style({ fontSize: vars.font.sizeLg });

export const lines = style({ fontWeight: vars.font.weightBold, marginTop: vars.space.sm });

export const calls = style({ display: 'grid', gap: vars.space.sm });
