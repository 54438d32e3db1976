import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const media = style({
  display: 'block',
  width: '100%',
  // A fixed height, not a maximum: the banner's box is known before the file arrives (no layout shift).
  height: '12rem',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});
