import { style } from '@vanilla-extract/css';
import { itemTitle, stretchedLink } from '../../../src/ui/cards/shared.css';
import { vars } from '../../../src/theme/contract.css';
import { surfaceCard } from '../../../src/theme/primitives';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: '1rem',
  padding: '0.75rem',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  height: '100%',
  boxSizing: 'border-box',
  padding: '1rem',
  ...surfaceCard,
});

export const kind = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.button,
  background: vars.color.fourth,
  color: vars.color.onFourth,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 600,
});

export const title = itemTitle;

export const link = stretchedLink;

export const meta = style({
  margin: 0,
  marginTop: 'auto',
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.8125rem',
});
