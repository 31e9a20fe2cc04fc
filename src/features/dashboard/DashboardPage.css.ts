import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { listReset, stack, surface as surfacePiece, wrapRow } from '../../styles/patterns';

export const page = style(stack(vars.space.xl));

export const greeting = style({ fontSize: vars.font.sizeXxl, lineHeight: 1.2 });

export const lead = style({ color: vars.color.textMuted });

const surface = style(surfacePiece);

export const planCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  boxShadow: vars.shadow.card,
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const planIcon = style({ flexShrink: 0 });

export const planText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const planLabel = style({ fontSize: vars.font.sizeSm });

export const planName = style({ fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const chevron = style({ fontSize: '2rem', lineHeight: 1 });

export const planFolio = style({ fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });

export const card = style([surface, { padding: vars.space.lg }]);

export const cardTitle = style({ fontSize: vars.font.sizeLg, marginBottom: vars.space.sm });

export const status = style(wrapRow(vars.space.sm));

export const due = style({ margin: `${vars.space.sm} 0`, fontWeight: vars.font.weightMedium });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.md,
  ...listReset,
});

export const tile = style([
  surface,
  {
    ...stack(vars.space.sm),
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    minHeight: '96px',
    padding: vars.space.md,
    color: vars.color.text,
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    textAlign: 'center',
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);

export const tileIcon = style({ color: vars.color.brand });

export const results = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    color: vars.color.text,
    textDecoration: 'none',
  },
]);

export const resultsImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // As the img's width and height (320 × 160): in this column flex box Chromium did not reserve its
  // height before the file arrived, and everything below it moved down when it did.
  aspectRatio: '2 / 1',
  background: vars.color.brandSoft,
});

export const resultsText = style({
  padding: vars.space.lg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brandStrong,
});
