import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { listReset, row as rowLayout, smallMuted, stack } from '../../styles/patterns';

export const card = style(stack(vars.space.md));

export const heading = style({ ...rowLayout(vars.space.sm), fontSize: vars.font.sizeLg });

export const headingIcon = style({ color: vars.color.accent });

export const empty = style({ color: vars.color.textMuted });

export const list = style({ display: 'flex', flexDirection: 'column', ...listReset });

export const row = style({
  ...rowLayout(vars.space.sm),
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flex: 1,
  minHeight: vars.size.touch,
  padding: `${vars.space.sm} 0`,
  color: vars.color.text,
  textDecoration: 'none',
});

export const title = style({ fontWeight: vars.font.weightBold, color: vars.color.brandStrong });

export const detail = style(smallMuted);

export const gone = style([link, { color: vars.color.textMuted }]);
