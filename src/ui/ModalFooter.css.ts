import { style } from '@vanilla-extract/css';
import { wrapRow } from '../theme/primitives';

export const footer = style({
  ...wrapRow('0.5rem'),
  justifyContent: 'flex-end',
  marginTop: '1rem',
});
