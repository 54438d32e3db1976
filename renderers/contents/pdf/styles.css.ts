import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { focusRing, surfaceCard, wrapRow } from '../../../src/theme/primitives';
import { outlinedControl } from '../../../src/ui/styleParts';

export const viewer = style({
  display: 'grid',
  gap: '0.5rem',
  maxWidth: '56rem',
  margin: '0 auto',
  padding: '0.5rem',
});

export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  ...wrapRow('0.5rem'),
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '0.5rem',
  ...surfaceCard,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: '0.375rem' });

const control = {
  minHeight: '2.5rem',
  ...outlinedControl,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.45, cursor: 'default' },
    '&:focus-visible': focusRing,
  },
} as const;

export const button = style({ ...control, minWidth: '2.5rem', fontSize: '1.25rem', lineHeight: 1 });

export const textButton = style({
  ...control,
  padding: '0 0.75rem',
  fontSize: '0.875rem',
  selectors: {
    ...control.selectors,
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const pageOf = style({ margin: 0, minWidth: '7.5rem', textAlign: 'center', fontWeight: 600 });

export const zoom = style({ minWidth: '3.5rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

// Zoomed past the width, the page scrolls inside the frame rather than widening the screen.
export const frame = style({
  overflow: 'auto',
  background: vars.color.fourth,
  borderRadius: vars.radius.card,
});

export const document = style({ display: 'grid', justifyItems: 'safe center' });

export const page = style({ boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)' });

export const message = style({
  margin: 0,
  padding: '2rem 1rem',
  textAlign: 'center',
  color: vars.color.text,
});
