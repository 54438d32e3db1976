import { style } from '@vanilla-extract/css';

// The viewport minus the top bar and the bottom menu (3.75 rem each); vh first for old browsers.
const screenHeight = ['calc(100vh - 7.5rem)', 'calc(100dvh - 7.5rem)'];

export const screens = style({
  height: screenHeight,
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
  scrollSnapType: 'y mandatory',
});

export const screen = style({
  height: screenHeight,
  padding: '0.25rem',
  boxSizing: 'border-box',
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
});
