import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { focusRing } from '../../../src/theme/primitives';

export const filter = style({ maxWidth: '18rem' });

/** A narrow screen scrolls the table sideways instead of squeezing its columns. */
export const scroller = style({ overflowX: 'auto' });

export const link = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});
