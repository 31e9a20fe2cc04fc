import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  // Room below the last item for the floating add button.
  paddingBottom: '72px',
});

export const panel = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.md });

export const fab = style({
  position: 'fixed',
  right: `max(${vars.space.lg}, calc((100vw - ${vars.size.contentMax}) / 2 + ${vars.space.lg}))`,
  bottom: `calc(${vars.size.bottomNav} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
  zIndex: 20,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.raised,
});

// The cards below the lists: reminders on the phone, and saving or exporting the agenda.
export const toolCard = style({ display: 'grid', gap: vars.space.sm });

export const toolTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
});

export const toolIcon = style({ flexShrink: 0, color: vars.color.brand });

export const toolText = style({ color: vars.color.textMuted });

export const toolActions = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const footerNotice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.font.sizeSm,
});

export const footerIcon = style({ flexShrink: 0, color: vars.color.warning, marginTop: '2px' });
