import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { smallMuted, spreadRow, stack, stackCard, stackList } from '../../../styles/patterns';

export const page = style(stack(vars.space.xl));

export const card = style(stackCard(vars.space.md));

export const cardTitle = style({
  fontSize: vars.font.sizeLg,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const sectionTitle = style({ fontSize: vars.font.sizeLg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const timerLabel = style({ margin: 0, textAlign: 'center', ...smallMuted });

export const timer = style({
  margin: 0,
  textAlign: 'center',
  fontSize: '3rem',
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.04em',
  color: vars.color.brandStrong,
});

export const score = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const scoreValue = style({
  fontSize: '2.5rem',
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
});

export const scoreOf = style({ color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${facts} dt`, smallMuted);

globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightBold });

export const note = style({ margin: 0, ...smallMuted });

export const actions = style(stack(vars.space.sm));

export const history = style(stack(vars.space.md));

export const historyList = style(stackList(vars.space.sm));

export const historyItem = style({
  ...spreadRow(vars.space.md),
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const historyDate = style({ margin: 0, fontWeight: vars.font.weightBold });
