import { style } from '@vanilla-extract/css';
import { focusRingInside } from '../../../src/theme/primitives';

// The region scrolls, not the page; focusable so the arrow keys scroll it (WCAG 2.1.1).
export const scroller = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: '0.75rem',
  padding: '0.75rem',
  selectors: { '&:focus-visible': focusRingInside },
});

export const row = style({ display: 'flex', gap: '0.75rem' });

// About 1.2 cards on a phone, so the next one peeks and says "scroll me"; fixed width on wide screens.
export const item = style({
  flex: '0 0 min(80%, 17rem)',
  scrollSnapAlign: 'start',
});
