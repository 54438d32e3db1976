import { style } from '@vanilla-extract/css';

export { primary, secondary } from './buttons.css';

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '0.75rem',
  flexWrap: 'wrap',
});
