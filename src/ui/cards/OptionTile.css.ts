import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { surfaceCard } from '../../theme/primitives';
import { tonedPair } from './shared.css';
import { itemName } from '../styleParts';

export const tile = style({
  position: 'relative',
  display: 'flex',
  overflow: 'hidden',
  height: '100%',
  // height 100% of the cell includes padding and border: no overflow into the next row.
  boxSizing: 'border-box',
  ...surfaceCard,
  ...itemName,
  lineHeight: 1.3,
  textDecoration: 'none',
});

/** No image: the option's own colour (tone.ts), else the theme's primary pair. */
export const toned = style({ ...tonedPair, borderColor: 'transparent' });

export const variant = styleVariants({
  tile: { alignItems: 'flex-end', aspectRatio: '4 / 3' },
  icon: {
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5rem',
    padding: '1rem',
    minHeight: '8rem',
    textAlign: 'center',
  },
  hybrid: { alignItems: 'center', gap: '0.75rem', minHeight: '6rem' },
});

// Tiles keep a fixed ratio in free grids; layouts that size the box (mosaic, fullscreen) fill it.
// Declared after the variants so it wins over their ratio.
export const fill = style({ aspectRatio: 'auto', minHeight: '8rem' });

export const image = styleVariants({
  tile: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  icon: { width: '3.5rem', height: '3.5rem', objectFit: 'contain', flex: 'none' },
  hybrid: { width: '6rem', height: '100%', minHeight: '6rem', objectFit: 'cover', flex: 'none' },
});

export const text = styleVariants({
  tile: { position: 'relative', width: '100%', padding: '0.75rem' },
  icon: {},
  hybrid: { padding: '0.75rem 0.75rem 0.75rem 0' },
});

// Text over a photo: a neutral scrim (not a brand colour) keeps white text readable on any image.
export const overImage = style({
  paddingTop: '2.5rem',
  background: 'linear-gradient(to top, rgb(0 0 0 / 0.78), rgb(0 0 0 / 0))',
  color: '#ffffff',
});

export const hybridAlone = style({ paddingLeft: '0.75rem' });

export const first = style({ fontFamily: vars.font.firstItemText, fontSize: vars.fontSize.firstItemText });
