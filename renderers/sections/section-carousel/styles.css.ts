import { style } from '@vanilla-extract/css';

// Tiles a little lower than the home's: the section heading already sits above the carousel.
export const group = style({
  gridAutoRows: '11rem',
  '@media': { 'screen and (min-width: 800px)': { gridAutoRows: '12rem' } },
});
