import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { coverImage } from '../../../src/theme/primitives';

// A 4:1 box reserved before the banner arrives (no layout shift).
export const banner = style({
  aspectRatio: '4 / 1',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  background: vars.color.fourth,
});

export const bannerImage = style(coverImage);
