import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: '1rem',
  padding: '0.75rem',
});

// Bottom-left of the cover, in the theme's primary pair (readable by construction).
export const play = style({
  position: 'absolute',
  left: '0.5rem',
  bottom: '0.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.25rem 0.625rem 0.25rem 0.375rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.4,
  boxShadow: '0 1px 3px rgb(0 0 0 / 0.3)',
  pointerEvents: 'none',
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flex: 'none' });
