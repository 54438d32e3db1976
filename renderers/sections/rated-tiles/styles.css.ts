import { style } from '@vanilla-extract/css';
import { stretchedLink, tonedPair } from '../../../src/ui/cards/shared.css';
import { vars } from '../../../src/theme/contract.css';
import { surfaceCard, wrapRow } from '../../../src/theme/primitives';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: '1rem',
  padding: '0.75rem',
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: '14rem',
  height: '100%',
  boxSizing: 'border-box',
  overflow: 'hidden',
  ...surfaceCard,
  color: vars.color.itemText,
});

/** No image: the option's own colour (tone.ts), else the theme's primary pair. */
export const toned = style({ ...tonedPair, borderColor: 'transparent' });

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  width: '100%',
  padding: '1rem',
});

// Text over a photo: a neutral scrim (not a brand colour) keeps white text readable on any image.
export const overImage = style({
  paddingTop: '3rem',
  background: 'linear-gradient(to top, rgb(0 0 0 / 0.82), rgb(0 0 0 / 0.55) 60%, rgb(0 0 0 / 0))',
  color: '#ffffff',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.itemText,
  fontSize: vars.fontSize.itemText,
  fontWeight: 700,
  lineHeight: 1.3,
});

export const link = style([
  stretchedLink,
  { selectors: { '&:focus-visible::after': { outlineOffset: '2px' } } },
]);

export const description = style({
  margin: 0,
  fontFamily: vars.font.itemDescription,
  fontSize: vars.fontSize.itemDescription,
  lineHeight: 1.4,
  opacity: 0.92,
});

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '0.8125rem',
});

export const stars = style({ fontSize: '1.125rem' });

// The rating widget above the tile's stretched link, like the like below.
export const vote = style({
  position: 'relative',
  zIndex: 1,
  fontFamily: vars.font.body,
  fontSize: '0.875rem',
});

// The like above the tile's stretched link (its own z-index is the toggle's).
export const actions = style({ ...wrapRow('0.5rem'), alignItems: 'center' });

/** The like's place while its count loads: no jump when it comes. */
export const likePlaceholder = style({ display: 'block', minHeight: '2.75rem' });
