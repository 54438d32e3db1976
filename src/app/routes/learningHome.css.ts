import { style } from '@vanilla-extract/css';

// While the home's blocks load, the page holds a screenful: the footer stays below the fold instead of
// being pushed down, on screen, as the blocks arrive (issue 21: the home's layout shift was 0.76).
export const waiting = style({ minHeight: '100dvh' });

// Its own block formatting context: the first block's top margin stays inside the page instead of
// collapsing through it, so the page does not move down when the blocks replace the wait.
export const home = style({ display: 'flow-root' });
