import { style } from '@vanilla-extract/css';
import { primaryButton } from './button.css';

export const error = style({
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'center',
  padding: '2rem 1rem',
  textAlign: 'center',
});

export const button = style([primaryButton, { padding: '0.6rem 1.25rem' }]);
