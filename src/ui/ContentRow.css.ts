import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { coverImage, surfaceCard, wrapRow } from '../theme/primitives';
import { tonePlaceholder } from './cards/shared.css';

// A compact horizontal card: thumbnail left, text right. Its title link covers the row (see
// ContentCard.css `link`), so the row is one target whose name is just the title.
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, 7.5rem) minmax(0, 1fr)',
  alignItems: 'start',
  gap: '0.75rem',
  height: '100%',
  boxSizing: 'border-box',
  padding: '0.625rem',
  ...surfaceCard,
});

// 4:3 box reserved before the image arrives (no layout shift).
export const thumb = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.button,
  overflow: 'hidden',
});

export const image = style(coverImage);

export const placeholder = style(tonePlaceholder);

export const body = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem', minWidth: 0 });

export const aside = style({ ...wrapRow('0.375rem'), alignItems: 'center' });
