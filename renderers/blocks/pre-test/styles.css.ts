import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { itemDescription, itemName } from '../../../src/ui/styleParts';
import { stackedList, surfaceCard, wrapRow } from '../../../src/theme/primitives';

export const list = style(stackedList('0.75rem'));

/** One pre-test: a bordered surface, as the block's cards are. */
export const item = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '1rem',
  ...surfaceCard,
});

export const title = style({ ...itemName, margin: 0 });

export const description = style({ ...itemDescription, margin: 0 });

export const status = style({
  ...wrapRow('0.75rem'),
  alignItems: 'center',
  margin: 0,
});

/** The status in the theme's primary pair. */
export const badge = style({
  padding: '0.25rem 0.75rem',
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
});
