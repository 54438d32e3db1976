import { style } from '@vanilla-extract/css';
import { seeAllLink } from '../../../src/ui/styleParts';

// The block frame already pads the block: the carousel adds none of its own.
export const carousel = style({ padding: 0 });

// 'Ver todos': the block's own page, at the end of its row.
export const seeAll = style(seeAllLink);
