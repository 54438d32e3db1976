import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { floatingPanel } from '../../../theme/primitives';

// Under its button, never wider than a phone's window less a margin (no sideways scroll at 375 px).
export const popover = style({
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 1rem)',
  maxHeight: 'min(75vh, 32rem)',
  ...floatingPanel,
});

export const menu = style({ display: 'grid', gap: '0.125rem', padding: '0.5rem', outline: 'none' });

export const item = style({
  display: 'block',
  padding: '0.55rem 0.75rem',
  borderRadius: vars.radius.button,
  color: vars.color.primaryText,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.background },
    // The menu moves the focus from item to item: the ring shows where it is.
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '-2px' },
  },
});

export const separator = style({ height: 1, margin: '0.25rem 0', background: vars.color.border });
