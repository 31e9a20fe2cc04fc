import { style } from '@vanilla-extract/css';
import { listReset } from '../../styles/patterns';
import { vars } from '../../styles/theme.css';

export const title = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const empty = style({ margin: `${vars.space.md} 0 0` });

export const list = style({ ...listReset, display: 'grid', marginTop: vars.space.sm });

export const use = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.md} 0`,
  overflowWrap: 'anywhere',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const service = style({ fontWeight: vars.font.weightBold });

export const provider = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
