import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const avatar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.sizeXxl,
  fontWeight: vars.font.weightBold,
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The file input stays focusable and is announced; its label is what the member sees and taps. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const label = style({});

globalStyle(`${input}:focus-visible + ${label}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
