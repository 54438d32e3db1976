import { vars } from '../../../src/theme/contract.css';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../src/theme/primitives';

// The block frame already pads the block: the carousel adds none of its own.
export const carousel = style({ padding: 0 });

// 'Ver todos': the block's own page, at the end of its row.
export const seeAll = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0 0.5rem',
  color: vars.color.primaryText,
  fontFamily: vars.font.body,
  fontWeight: 600,
  selectors: {
    '&:focus-visible': focusRing,
  },
});
