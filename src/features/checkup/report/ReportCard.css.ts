import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const title = style({ fontSize: vars.font.sizeLg, margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const ranges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.font.weightBold,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const radio = style({
  width: '1.1rem',
  height: '1.1rem',
  margin: 0,
  accentColor: vars.color.brand,
});

export const reason = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const progress = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const progressBar = style({ flex: 1, height: '8px', accentColor: vars.color.brand });
