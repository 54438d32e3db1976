import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing, wrapRow } from '../theme/primitives';

/** Tiles per group (itemsPerGroup), set by the carousel on each group. */
export const columns = createVar();

export const carousel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '0.75rem',
});

/** The layout of one group: `columns` equal columns, so a short last group keeps the tile width. */
export const groupGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: '0.75rem',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
});

export const arrow = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 'none',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'default' },
    '&:focus-visible': focusRing,
  },
});

export const dots = style({ ...wrapRow('0.125rem'), justifyContent: 'center' });

// A 1.5 rem target (WCAG 2.5.8) around a small dot.
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '0.625rem',
      height: '0.625rem',
      borderRadius: '999px',
      background: vars.color.textMuted,
    },
    '&[aria-current="true"]::before': { background: vars.color.primaryText, transform: 'scale(1.3)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, borderRadius: '999px' },
  },
});
