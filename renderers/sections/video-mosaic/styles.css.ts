import { style } from '@vanilla-extract/css';
import { focusRingInside, surfaceCard } from '../../../src/theme/primitives';
import { itemName } from '../../../src/ui/styleParts';

// The tile's box is sized by the mosaic grid: the video takes what the caption leaves.
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  margin: 0,
  boxSizing: 'border-box',
  overflow: 'hidden',
  ...surfaceCard,
});

// Letterbox in neutral black (not a brand colour), as every video player does.
export const video = style({
  display: 'block',
  flex: 1,
  minHeight: 0,
  width: '100%',
  objectFit: 'cover',
  background: '#000000',
  // The class's display would otherwise win over the hidden attribute of a failed video.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A failed video's message and retry take the video's place in the tile. */
export const failure = style({ flex: 1, minHeight: 0, overflow: 'auto' });

export const caption = style({
  flex: 'none',
  padding: '0.5rem 0.75rem',
  ...itemName,
  lineHeight: 1.3,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  // The ring is drawn inside the caption: the tile clips anything outside it.
  selectors: {
    '&:has(a:focus-visible)': focusRingInside,
  },
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});
