import { style } from '@vanilla-extract/css';
import { itemTitle, stretchedLink, tonePlaceholder } from './shared.css';
import { coverImage } from '../../theme/primitives';
import { cellCard, itemDescription, itemMeta } from '../styleParts';

export const card = style({ ...cellCard, overflow: 'hidden' });

// 16:9 box reserved before the image arrives, so the grid never shifts (CLS).
export const media = style({ position: 'relative', aspectRatio: '16 / 9', flex: 'none' });

export const image = style(coverImage);

export const placeholder = style(tonePlaceholder);

export const badge = style({ position: 'absolute', top: '0.5rem', left: '0.5rem' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  padding: '0.75rem',
  flex: 1,
});

export const title = itemTitle;

export const link = stretchedLink;

export const description = style({
  margin: 0,
  ...itemDescription,
  lineHeight: 1.4,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  ...itemMeta,
  marginTop: 'auto',
});

// A uniform card (see ContentCard's `uniform`): its natural height is the same for every item, so it
// is not stretched to its row, and each line of text keeps its room whether it is used or not.
// `lh` is the element's own line height: a number times its font size, whatever font has arrived.
export const uniform = {
  card: style({ height: 'auto' }),
  body: style({ flex: 'none' }),
  title: style({
    height: '2lh',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }),
  description: style({ height: '2lh' }),
  meta: style({
    height: '1lh',
    marginTop: 0,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
};

export const mediaProgress = style({ position: 'absolute', left: 0, right: 0, bottom: 0 });
