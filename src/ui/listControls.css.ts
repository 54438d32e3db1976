// The controls of a filtered list of cards, shared by the paged list (section type 9) and the learning
// catalog: a search box, a line of tag chips, the result count, the sentinel that loads more, and
// the button that does the same for keyboards and screen readers.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { filterChip, outlinedControl, primaryButton } from './styleParts';
import {
  focusRing,
  focusRingAt,
  focusRingInside,
  mutedCaption,
  selectedPair,
  wrapRow,
} from '../theme/primitives';

export const root = style({ display: 'grid', gap: '0.75rem' });

export const controls = style({ display: 'grid', gap: '0.5rem' });

export const label = style({
  fontFamily: vars.font.body,
  fontWeight: 600,
  color: vars.color.onBackground,
});

export const search = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '32rem',
  minHeight: '2.75rem',
  padding: '0.5rem 0.75rem',
  ...outlinedControl,
  // A hint longer than a phone's box ends in '…' instead of mid-word ('até 25 caracte' at 375 px);
  // a phone draws it smaller so the catalog's '(até 25 caracteres)' still shows whole (the text
  // typed keeps its size: under 16 px a phone would zoom in on focus).
  textOverflow: 'ellipsis',
  selectors: {
    '&:focus-visible': focusRingAt('1px'),
  },
  '@media': { '(max-width: 30rem)': { selectors: { '&::placeholder': { fontSize: '0.875rem' } } } },
});

// On phones (800 px or less, content-app.md 9) the chips are one line that scrolls sideways, so the
// cards stay near the top; each chip is a button, so the keyboard reaches (and scrolls to) every one.
export const chips = style({
  ...wrapRow('0.5rem'),
  '@media': {
    '(max-width: 800px)': {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      paddingBottom: '0.25rem',
      scrollbarWidth: 'thin',
    },
  },
});

// Chips are 44 px tall targets (WCAG 2.5.5); pressed ones take the brand's primary pair.
export const chip = style({
  minHeight: '2.75rem',
  ...filterChip,
  font: 'inherit',
  fontSize: '0.875rem',
  flex: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    // Inset, so the scrolling line of chips does not clip the ring.
    '&:focus-visible': focusRingInside,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chipPressed = style({
  ...selectedPair,
  fontWeight: 600,
});

export const count = style({
  ...mutedCaption,
  minHeight: '1.25rem',
  fontFamily: vars.font.itemDescription,
});

// Watched by an IntersectionObserver: reaching it loads the next page.
export const sentinel = style({ height: '1px' });

export const loadMore = style({
  justifySelf: 'center',
  minHeight: '2.75rem',
  padding: '0.6rem 1.5rem',
  ...primaryButton,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

// The results dim while another filter's load (the previous ones stay until the new ones come).
export const results = style({
  transition: 'opacity 150ms',
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
