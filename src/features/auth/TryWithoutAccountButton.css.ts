import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Apart from the Google button above it, so two full-width buttons do not read as one. */
export const button = style({ marginTop: vars.space.sm });
