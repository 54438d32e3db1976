import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '1rem 0.75rem 2rem',
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.firstItemText,
  fontSize: '1.5rem',
  fontWeight: 700,
});
