import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, focusRing, selectedPair, wrapRow } from '../../theme/primitives';
import { outlinedControl } from '../styleParts';

export const nav = style({
  ...wrapRow('0.5rem'),
  alignItems: 'center',
  justifyContent: 'center',
  fontFamily: vars.font.body,
});

export const pages = style({ ...bareList, display: 'flex', gap: '0.25rem' });

export const button = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: '0 0.75rem',
  ...outlinedControl,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': selectedPair,
    '&:disabled': { opacity: 0.5, cursor: 'default' },
    '&:focus-visible': focusRing,
  },
});

export const gap = style({ alignSelf: 'center', color: vars.color.textMuted });
