import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

// A 4:1 box reserved before the banner arrives (no layout shift).
export const banner = style({
  aspectRatio: '4 / 1',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  background: vars.color.fourth,
});

export const bannerImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
