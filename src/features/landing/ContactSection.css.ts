import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';
import { bareList } from '../../styles/patterns';

export const contact = style({ background: vars.color.surface });

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  ...bareList,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '72px',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const icon = style({
  flexShrink: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  boxSizing: 'content-box',
});

export const label = style({
  display: 'block',
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
});

export const value = style({
  display: 'block',
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brandStrong,
});

// An address breaks only where a person would break it (after the '@'), never mid-word.
export const email = style({ overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'none' });
