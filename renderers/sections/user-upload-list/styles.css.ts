import { style } from '@vanilla-extract/css';
import { itemTitle, stretchedLink } from '../../../src/ui/cards/shared.css';
import { cardTag, cellCard, itemMeta } from '../../../src/ui/styleParts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: '1rem',
  padding: '0.75rem',
});

export const card = style({ ...cellCard, gap: '0.5rem', padding: '1rem' });

export const kind = style({
  ...cardTag,
  fontWeight: 600,
});

export const title = itemTitle;

export const link = stretchedLink;

export const meta = style({
  ...itemMeta,
  marginTop: 'auto',
});
