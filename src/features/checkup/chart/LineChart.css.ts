import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({ position: 'relative', width: '100%', height: '240px' });

// The layers share the frame's box exactly, so their axes and points line up.
export const layer = style({ position: 'absolute', inset: 0 });

// nivo sizes its svg in pixels inside a zero-sized wrapper; the global `max-width: 100%` for images
// would shrink it to nothing.
globalStyle(`${layer} svg`, { maxWidth: 'none' });
