import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({ display: 'flex', flexDirection: 'column' });

export const again = style({ marginTop: vars.space.lg });
