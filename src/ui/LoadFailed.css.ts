import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const error = style({
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'center',
  padding: '2rem 1rem',
  textAlign: 'center',
});

export const button = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  border: 0,
  borderRadius: vars.radius.button,
  padding: '0.6rem 1.25rem',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
