import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { wrapRow } from '../../styles/patterns';

export const buttons = style({ ...wrapRow(vars.space.sm), marginTop: vars.space.md });
