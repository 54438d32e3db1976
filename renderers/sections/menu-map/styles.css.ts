import { style } from '@vanilla-extract/css';

// As many columns as fit at 10 rem, one on the narrowest phones; padding leaves room for focus rings.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: '0.75rem',
  padding: '0.75rem',
  '@media': {
    'screen and (min-width: 768px)': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
      gap: '1rem',
    },
  },
});
