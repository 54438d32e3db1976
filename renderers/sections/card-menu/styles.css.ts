import { style } from '@vanilla-extract/css';

// Few, wide cards: each one is a door to a group, not a single content.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: '1rem',
  padding: '0.75rem',
});
