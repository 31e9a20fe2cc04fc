import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, stack, visuallyHidden } from '../../styles/patterns';

export const picker = style({ ...stack(vars.space.sm), alignItems: 'center' });

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
export const input = style(visuallyHidden);

export const label = style({});

globalStyle(`${input}:focus-visible + ${label}`, focusRing);
