import { style } from '@vanilla-extract/css';

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '0.75rem',
  maxWidth: '60rem',
  marginInline: 'auto',
});
