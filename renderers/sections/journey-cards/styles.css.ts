import { style } from '@vanilla-extract/css';

// Wider cards than the card grid: a journey's title and description run longer.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: '1rem',
  padding: '0.75rem',
});
