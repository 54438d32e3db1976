import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  maxWidth: '18rem',
  padding: '0.375rem 0.625rem',
  borderRadius: vars.radius.button,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: '0.875rem',
});

export const arrow = style({
  fill: vars.color.text,
  selectors: { '[data-placement="bottom"] &': { transform: 'rotate(180deg)' } },
});
