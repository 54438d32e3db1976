import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, surfaceCard } from '../../theme/primitives';

export const wrapper = style({ display: 'grid', gap: '0.75rem', padding: '0.75rem' });

// The frame's height is reserved before the page loads (no layout shift) and fills most of the screen.
export const frame = style({
  ...surfaceCard,
  display: 'block',
  width: '100%',
  height: '75dvh',
  minHeight: '28rem',
});

export const newTab = style({
  justifySelf: 'start',
  color: vars.color.primaryText,
  fontFamily: vars.font.body,
  fontSize: '0.875rem',
  selectors: { '&:focus-visible': focusRing },
});
