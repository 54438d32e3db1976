// The filled button in the theme's primary pair (close, "Carregar mais", "ver mais", retry): each
// place composes it with its own size, padding and focus ring.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const primaryButton = style({
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
});
