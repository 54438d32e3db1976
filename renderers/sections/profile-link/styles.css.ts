import { style } from '@vanilla-extract/css';

// The section screen already pads its content; the profile keeps its own column width.
export const wrapper = style({ width: '100%' });
