import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { row, stack, wrapRow } from '../../styles/patterns';

export const offline = style({
  ...row(vars.space.sm),
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
  marginBottom: vars.space.lg,
});

export const offlineIcon = style({ flexShrink: 0, color: vars.color.warning });

export const offer = style({
  marginTop: vars.space.lg,
  ...wrapRow(vars.space.md),
});

export const offerIcon = style({ flexShrink: 0, color: vars.color.brand });

export const offerText = style({
  flex: '1 1 12rem',
  ...stack(vars.space.xxs),
  fontSize: vars.font.sizeSm,
});

export const offerTitle = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const offerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted });
