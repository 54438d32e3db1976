import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const media = style({
  display: 'block',
  width: '100%',
  maxHeight: '12rem',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});
