import { globalStyle, style } from '@vanilla-extract/css';
import { itemTitle, stretchedLink } from '../../../src/ui/cards/shared.css';
import { vars } from '../../../src/theme/contract.css';
import { bareList, rowCard, rowList, stackedList, wrapRow } from '../../../src/theme/primitives';
import { cellCard, searchBox, searchBoxInput, searchBoxLabel } from '../../../src/ui/styleParts';

// One column as wide as the screen (not as its widest child): the tabs, the search box and the cart
// button then fit a 375 px phone instead of widening the page (issue 20: scrollWidth 483).
export const store = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  padding: '0.75rem',
  '@media': { '(max-width: 30rem)': { padding: '0.75rem 0' } },
});

export const toolbar = style({
  ...wrapRow('0.5rem'),
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const search = style(searchBox);

export const label = style(searchBoxLabel);

export const input = style({ width: '100%', ...searchBoxInput });

export const panel = style({ minHeight: '8rem' });

export const grid = style({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: '1rem',
});

export const card = style({ ...cellCard, overflow: 'hidden' });

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.fourth,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  flex: 1,
  padding: '0.75rem 1rem 1rem',
});

export const title = itemTitle;

export const link = stretchedLink;

// MEUS PEDIDOS: one order a row, as wide as the panel, on the product cards' surface.
export const orders = style({ ...rowList, gap: '1rem' });

export const order = style({ ...rowCard, paddingBottom: '1rem', fontFamily: vars.font.body });

export const facts = style({ ...wrapRow('0.25rem 1.5rem'), margin: 0 });

export const fact = style(wrapRow('0.375rem'));

globalStyle(`${fact} dt`, { fontWeight: 600 });
globalStyle(`${fact} dd`, { margin: 0 });
globalStyle(`${fact} dd[data-status="REFUSED"]`, { color: vars.color.danger, fontWeight: 600 });

export const orderItems = style({
  ...stackedList('0.25rem'),
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '0.5rem',
});

export const orderItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '0.75rem',
  overflowWrap: 'anywhere',
});
