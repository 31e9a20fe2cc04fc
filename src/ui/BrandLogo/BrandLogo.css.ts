import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brandStrong,
  letterSpacing: '-0.01em',
});

export const mark = style({ flexShrink: 0 });
