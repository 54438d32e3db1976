import { style } from '@vanilla-extract/css';

export const fullPage = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '2rem',
  textAlign: 'center',
  fontSize: '1.125rem',
});
