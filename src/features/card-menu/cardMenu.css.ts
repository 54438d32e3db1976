import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const description = style({
  margin: '0 0 1rem',
  maxWidth: '48rem',
  color: vars.color.onBackground,
  fontFamily: vars.font.itemDescription,
  lineHeight: 1.5,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: '1rem',
});
