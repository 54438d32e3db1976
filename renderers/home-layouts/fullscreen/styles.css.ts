import { style } from '@vanilla-extract/css';
import { frameVars } from '../../../src/theme/contract.css';

// The viewport minus the bars the frame draws (frameVars: 0 where a section hides one) and the 2 rem
// of the page's and the section's top padding, so the first option shows whole, its title above the
// bottom menu (issue 20: a fixed 7.5 rem let the menu cover it); vh first for old browsers.
const between = `${frameVars.top} - ${frameVars.bottom} - 2rem`;
const screenHeight = [`calc(100vh - ${between})`, `calc(100dvh - ${between})`];

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
