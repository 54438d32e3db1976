import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bareList, focusRingAt, wrapRow } from '../../theme/primitives';

export const nav = style({ fontFamily: vars.font.body, fontSize: '0.875rem' });

export const list = style({
  ...wrapRow('0.25rem'),
  alignItems: 'center',
  ...bareList,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' });

export const separator = style({ color: vars.color.textMuted });

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: '4px',
  padding: '0.125rem',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'none', fontWeight: 600 },
    '&:focus-visible': focusRingAt('1px'),
  },
});

// The collapsed middle of a long trail: a button that reads as one more crumb.
export const expand = style([
  link,
  {
    border: 0,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
    minWidth: '1.5rem',
  },
]);
