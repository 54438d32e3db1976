// Pieces every card and tile shares: the focus ring, the visually hidden text, the tone variables and
// the two rules made of them (the toned pair, the image placeholder), plain objects to spread.
import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  bareList,
  focusRing as ring,
  focusRingInside,
  visuallyHidden as hiddenRule,
} from '../../theme/primitives';
import { itemName } from '../styleParts';

/** Set per tile from option.color (see tone.ts); default to the theme's primary pair. */
export const toneVars = { background: createVar(), text: createVar() };

/** The tile's own pair (tone.ts), else the theme's primary pair: a rule to spread, not a class. */
export const tonedPair = {
  background: fallbackVar(toneVars.background, vars.color.primary),
  color: fallbackVar(toneVars.text, vars.color.onPrimary),
};

/** The box an image fills before it arrives, or where there is none: the tone, else the fourth colour. */
export const tonePlaceholder = {
  width: '100%',
  height: '100%',
  background: fallbackVar(toneVars.background, vars.color.fourth),
};

export const focusRing = style({
  selectors: {
    '&:focus-visible': ring,
  },
});

// Kept for assistive technology when showText is false: it stays the link's accessible name.
export const visuallyHidden = style(hiddenRule);

export const list = style(bareList);

export const empty = style({
  padding: '2rem 1rem',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontFamily: vars.font.itemDescription,
});

/** The title of an item (card, row, tile) in the section's item text font and colour. */
export const itemTitle = style({
  margin: 0,
  ...itemName,
  lineHeight: 1.3,
});

// A title link that covers its whole item (::after), so the item is one big target while the
// link's name stays just the title; the focus ring is drawn around the item.
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRingInside,
    '&:hover': { textDecoration: 'underline' },
  },
});
