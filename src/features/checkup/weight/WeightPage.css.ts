import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const sectionTitle = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });
