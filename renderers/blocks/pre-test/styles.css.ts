import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { itemDescription, itemName } from '../../../src/ui/styleParts';
import { surfaceCard } from '../../../src/theme/primitives';

export const list = style({ display: 'grid', gap: '0.75rem', listStyle: 'none', margin: 0, padding: 0 });

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
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
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
