import { style } from '@vanilla-extract/css';

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  justifyContent: 'flex-end',
  marginTop: '1rem',
});
