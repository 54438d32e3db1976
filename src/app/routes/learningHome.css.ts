import { style } from '@vanilla-extract/css';

// While the home's blocks load, the page holds a screenful: the footer stays below the fold instead of
// being pushed down, on screen, as the blocks arrive (issue 21: the home's layout shift was 0.76).
export const waiting = style({ minHeight: '100dvh' });
