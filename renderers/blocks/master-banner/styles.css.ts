import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { coverImage, focusRingInside } from '../../../src/theme/primitives';

// A 3:1 box reserved before the image arrives: the slider never shifts the page (CLS).
export const banner = style({
  margin: 0,
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  background: vars.color.fourth,
});

export const image = style(coverImage);

export const noImage = style({ width: '100%', height: '100%' });

export const link = style({
  display: 'block',
  height: '100%',
  selectors: {
    '&:focus-visible': focusRingInside,
  },
});
