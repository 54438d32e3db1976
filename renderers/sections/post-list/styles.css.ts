import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { surfaceCard } from '../../../src/theme/primitives';
import { contentDescription, itemMeta } from '../../../src/ui/styleParts';

// One readable column: posts are read, not scanned like cards.
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  maxWidth: '52rem',
  marginInline: 'auto',
  padding: '0.75rem',
});

// position: relative holds the title link's ::after, which covers the post (ContentCard.css `link`).
export const post = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
  padding: '1rem',
  ...surfaceCard,
});

// The cover sits right of the text on wider screens, above it on phones.
export const withImage = style({
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) 11rem' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '0.375rem', minWidth: 0 });

export const image = style({
  order: -1,
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.button,
  '@media': { 'screen and (min-width: 600px)': { order: 0 } },
});

export const byline = style(itemMeta);

export const excerpt = style({
  ...contentDescription,
  fontSize: vars.fontSize.itemDescription,
});
