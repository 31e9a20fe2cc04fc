import type { StyleRule } from '@vanilla-extract/css';
import { breakpoints, vars } from './theme.css';

/**
 * Style pieces that many feature style files share. Spread them into a `style({...})` call
 * (`style({ ...stack(vars.space.md), padding: 0 })`) so each file says only what is its own.
 */

/** Out of sight but still announced by screen readers and still focusable. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** The keyboard focus outline used across the app. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} satisfies StyleRule;

/** A `ul`/`ol` without the browser's bullets and indent (it keeps its margins). */
export const bareList = { padding: 0, listStyle: 'none' } satisfies StyleRule;

/** A `ul`/`ol`/`dl` without the browser's bullets, margins and indent. */
export const listReset = { margin: 0, ...bareList } satisfies StyleRule;

/** Children one under the other, `gap` apart. */
export function stack(gap: string) {
  return { display: 'flex', flexDirection: 'column', gap } satisfies StyleRule;
}

/** A list of items one under the other, without bullets. */
export function stackList(gap: string) {
  return { ...stack(gap), ...listReset } satisfies StyleRule;
}

/** Children side by side, centred on the cross axis. */
export function row(gap: string) {
  return { display: 'flex', alignItems: 'center', gap } satisfies StyleRule;
}

/** Children side by side that wrap onto more lines when they do not fit (chips, badges). */
export function wrapRow(gap: string) {
  return { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap } satisfies StyleRule;
}

/** One child at each end of the row (a title and its action). */
export function spreadRow(gap: string) {
  return {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap,
  } satisfies StyleRule;
}

/** Content centred in a box (icon buttons, icon circles). */
export const centered = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} satisfies StyleRule;

/** A square that centres an icon and never shrinks. */
export function iconBox(size: string) {
  return { ...centered, flexShrink: 0, width: size, height: size } satisfies StyleRule;
}

/** A round, soft brand-coloured circle behind an icon. */
export function iconCircle(size: string) {
  return {
    ...iconBox(size),
    borderRadius: vars.radius.pill,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  } satisfies StyleRule;
}

/** The white raised surface of a card (without its padding). */
export const surface = {
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
} satisfies StyleRule;

/** A padded card on the raised surface, its children one under the other. */
export function stackCard(gap: string) {
  return { ...stack(gap), padding: vars.space.lg, ...surface } satisfies StyleRule;
}

/** A whole card that is a link: raised surface, text colour, lifts on hover. */
export const linkCard = {
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
} satisfies StyleRule;

/** A coloured message box (an error, a warning, a note) in the given soft background and text colour. */
export function toneBox(background: string, color: string) {
  return {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background,
    color,
    fontWeight: vars.font.weightMedium,
  } satisfies StyleRule;
}

/** A term/definition grid: terms in the first column, values in the second. */
export function factsGrid(gridTemplateColumns: string) {
  return {
    display: 'grid',
    gridTemplateColumns,
    gap: `${vars.space.sm} ${vars.space.md}`,
    margin: 0,
  } satisfies StyleRule;
}

/** Small grey print (captions, labels, notes). */
export const smallMuted = {
  fontSize: vars.font.sizeSm,
  color: vars.color.textMuted,
} satisfies StyleRule;

/** A bold heading in the given size and colour. */
export function boldHeading(fontSize: string, color: string) {
  return { fontSize, fontWeight: vars.font.weightBold, color } satisfies StyleRule;
}

/** The page's biggest title (landing sections, the first heading of a content page). */
export const displayTitle = {
  fontSize: vars.font.sizeXxl,
  lineHeight: 1.2,
  color: vars.color.text,
  '@media': { [breakpoints.large]: { fontSize: '2.25rem' } },
} satisfies StyleRule;

/** A card's icon-and-text callout row in the given background (notices inside a `Card`). */
export function calloutRow(background: string) {
  return {
    display: 'flex',
    gap: vars.space.md,
    alignItems: 'flex-start',
    background,
  } satisfies StyleRule;
}

/** A borderless, transparent button the size of a fingertip that centres its icon. */
export const iconButton = {
  ...centered,
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
} satisfies StyleRule;
