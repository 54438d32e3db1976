import { style } from '@vanilla-extract/css';

// The block frame already pads the block: the carousel adds none of its own.
export const carousel = style({ padding: 0 });
