import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as contentCard from '../cards/ContentCard.css';
import { itemTitle, stretchedLink } from '../cards/shared.css';
import { bareList, stackedList } from '../../theme/primitives';

/** Cards per row (columnsFor), set by the list on its element. */
export const columns = createVar();

export const grid = style({
  ...bareList,
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: '1rem',
});

/** One card per line (the list of blocks). */
export const stack = style(stackedList('1rem'));

// The content app's card: one surface, border and radius for every card of the app.
export const card = contentCard.card;

// The box each format reserves before its image arrives, so rows never shift (CLS).
export const media = styleVariants({
  portrait: { position: 'relative', aspectRatio: '3 / 4' },
  square: { position: 'relative', aspectRatio: '1 / 1' },
  'landscape-xsmall': { position: 'relative', aspectRatio: '16 / 9' },
});

/** The variants: how a card of each kind arranges its image and text. */
export const variant = styleVariants({
  standard: {},
  // The title over the image, on a band dark enough for white text.
  block: {},
  // A wide picture: the image leads, the text is one line under it.
  banner: {},
  journey: { borderTop: `4px solid ${vars.color.primary}` },
  avatar: { alignItems: 'center', textAlign: 'center', border: 'none', background: 'transparent' },
});

export const bannerMedia = style({ position: 'relative', aspectRatio: '3 / 1' });

export const avatarMedia = style({
  position: 'relative',
  width: '60%',
  aspectRatio: '1 / 1',
  marginTop: '0.75rem',
  borderRadius: '999px',
  overflow: 'hidden',
});

// Laid over its box: the box's ratio is the format's, whatever ratio the file itself has.
export const image = style([contentCard.image, { position: 'absolute', inset: 0 }]);

export const noImage = style({ width: '100%', height: '100%', background: vars.color.fourth });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  padding: '0.75rem',
  flex: 1,
});

export const overlayBody = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: '0.75rem',
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.8) 45%)',
  color: '#ffffff',
});

export const title = style([
  itemTitle,
  {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
]);

// A uniform card (LearningCard's `uniform`), as the content app's: its natural height, the same for
// every card, not stretched to its row; its title two lines whatever its length.
export const uniformCard = contentCard.uniform.card;
export const uniformBody = contentCard.uniform.body;
export const uniformTitle = style({ height: '2lh' });

export const overlayTitle = style({ color: '#ffffff' });

export const link = stretchedLink;

export const description = style([contentCard.description, { WebkitLineClamp: 3 }]);

export const progress = style({ marginTop: 'auto', alignSelf: 'stretch' });

/** The progress bar's place on a uniform card without one: its height, nothing drawn. */
export const progressPlace = style({ minHeight: '0.375rem' });

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A grey card shape while cards load; it pulses only for users who accept motion. */
export const placeholder = style({
  borderRadius: vars.radius.card,
  background: vars.color.fourth,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${pulse} 1.5s ease-in-out infinite`,
    },
  },
});

/** The card's enrolment state (4.4), under its title. */
export const state = style({ margin: 0, fontSize: '0.85rem', fontWeight: 600, color: vars.color.textMuted });

/** 'fazer matrícula': above the card's stretched link, so it is its own target. */
export const enroll = style({
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  border: `1px solid ${vars.color.primaryText}`,
  borderRadius: vars.radius.button,
  background: vars.color.surface,
  color: vars.color.primaryText,
  padding: '0.3rem 0.75rem',
  font: 'inherit',
  fontSize: '0.85rem',
  fontWeight: 600,
  cursor: 'pointer',
});
