import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const tip = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderLeft: '6px solid',
  borderRadius: vars.radius.lg,
});

export const tipIcon = style({ flexShrink: 0, color: vars.color.text });

export const tipTitle = style({ fontSize: vars.font.sizeMd, marginBottom: vars.space.xs });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.font.sizeLg });

export const hint = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const bullets = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tabPanel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
