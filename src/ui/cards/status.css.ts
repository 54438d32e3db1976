import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-block',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.5,
});

// The native element, restyled the same in every engine (each has its own pseudo-elements).
export const progress = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: '0.375rem',
  border: 'none',
  borderRadius: '999px',
  overflow: 'hidden',
  background: vars.color.border,
  color: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.border },
    '&::-webkit-progress-value': { background: vars.color.primary },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
});
