import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import {
  itemDescription,
  itemName,
  linkCard,
  primaryButton,
  searchBox,
  searchBoxInput,
  searchBoxLabel,
} from '../../../src/ui/styleParts';
import { bareList, focusRing, mutedCaption } from '../../../src/theme/primitives';

export const directory = style({ display: 'grid', gap: '0.75rem', padding: '0.75rem' });

export const search = style(searchBox);

export const label = style(searchBoxLabel);

export const input = style(searchBoxInput);

// Always in the page (empty when there is nothing to say), so screen readers hear the change.
export const notice = style({
  ...mutedCaption,
  minHeight: '1.25rem',
  fontFamily: vars.font.body,
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: '0.8125rem',
});

export const people = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: '0.75rem',
  ...bareList,
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  height: '100%',
  boxSizing: 'border-box',
  padding: '0.75rem',
  ...linkCard,
});

export const text = style({ display: 'grid', gap: '0.125rem', minWidth: 0 });

export const name = style({ ...itemName, overflowWrap: 'anywhere' });

export const detail = style(itemDescription);

export const more = style({
  justifySelf: 'center',
  minWidth: '10rem',
  padding: '0.625rem 1.25rem',
  ...primaryButton,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  },
});
