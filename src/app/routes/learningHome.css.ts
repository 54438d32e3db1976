import { style } from '@vanilla-extract/css';

// Its own block formatting context: the first block's top margin stays inside the page instead of
// collapsing through it, so the page does not move down when the blocks replace the wait.
export const home = style({ display: 'flow-root' });
