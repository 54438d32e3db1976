import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, selectedPair } from '../../theme/primitives';
import { outlinedControl } from '../styleParts';

// Above a card's stretched link (position and z-index), so it is its own target.
export const toggle = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '2.75rem',
  padding: '0 0.85rem',
  ...outlinedControl,
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': selectedPair,
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const heart = style({ width: '1.1em', height: '1.1em', flex: 'none' });

export const failed = style({ position: 'relative', margin: 0, fontSize: '0.8125rem', fontWeight: 600 });
