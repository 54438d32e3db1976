import { style } from '@vanilla-extract/css';

// The home's tiles are big and all the same height, whatever their image style.
export const group = style({ gridAutoRows: '13rem' });
