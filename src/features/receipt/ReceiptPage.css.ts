// The receipt on screen and on paper. Printing hides the app's header, bottom navigation, toasts and
// the receipt's own buttons, and keeps everything on one A4 page. The print rules reach outside the
// receipt through `body:has(receipt)`, so they apply only while a receipt is on screen.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    print: { boxShadow: 'none', padding: 0, gap: vars.space.md, fontSize: '10.5pt' },
  },
});

const printing = `body:has(${receipt})`;

globalStyle(
  `${printing} header:not(${receipt} *), ${printing} nav:not(${receipt} *), ${printing} [role="region"]:not(${receipt}, ${receipt} *)`,
  { '@media': { print: { display: 'none' } } },
);

globalStyle(`${printing} main`, {
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

globalStyle(`${printing}, ${printing} main, ${printing} #contenido`, {
  '@media': { print: { background: 'none', minHeight: 0 } },
});

globalStyle(`${printing} main > *`, { '@media': { print: { minHeight: 0 } } });

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `2px solid ${vars.color.brand}`,
});

export const brand = style({
  color: vars.color.brand,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
});

export const title = style({ fontSize: vars.font.sizeLg });

export const folio = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const paid = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${details} dt`, { color: vars.color.textMuted });

globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const subheading = style({
  fontSize: vars.font.sizeMd,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

/** Amounts to the right; a long discount name wraps rather than pushing them off a phone's screen. */
export const amounts = style([details, { gridTemplateColumns: 'minmax(0, 1fr) auto' }]);

globalStyle(`${amounts} dd`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const totalTerm = style({
  fontWeight: vars.font.weightBold,
  selectors: { [`${details} &`]: { color: vars.color.text } },
});

export const totalValue = style({
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.brandStrong,
});

export const fineprint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const notFoundIcon = style({ color: vars.color.textMuted });
