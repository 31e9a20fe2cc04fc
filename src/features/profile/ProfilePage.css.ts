import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const name = style({ fontSize: vars.font.sizeXl, marginTop: vars.space.sm });

export const email = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const folio = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
