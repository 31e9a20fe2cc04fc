import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const devices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const device = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const deviceText = style({ display: 'grid', minWidth: 0 });

export const deviceLabel = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

export const deviceSince = style({ color: vars.color.textMuted });

export const subheading = style({ fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '24px',
  height: '24px',
  marginTop: '2px',
  flexShrink: 0,
  accentColor: vars.color.brand,
});

export const hint = style({ display: 'block', color: vars.color.textMuted });
