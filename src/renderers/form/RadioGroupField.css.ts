import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const optionsBase = style({ display: 'flex', gap: vars.space.sm });

export const options = styleVariants({
  row: [optionsBase, { flexDirection: 'row', flexWrap: 'wrap' }],
  column: [optionsBase, { flexDirection: 'column' }],
});

export const option = style({
  flex: '1 1 0',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  minWidth: '7rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      fontWeight: vars.font.weightMedium,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const radio = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
});
