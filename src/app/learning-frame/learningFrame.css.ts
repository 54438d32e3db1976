import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { barButton, brand as frameBrand, topBar } from '../frame/frame.css';
import { stackedList } from '../../theme/primitives';
import { outlinedControl } from '../../ui/styleParts';

// learning-area.md 9: "Desktop means width above 800 (900 in the header)".
const small = 'screen and (max-width: 900px)';

// The learning header: the content app's top bar, which wraps on a small screen (the search takes a row).
// On a small screen, where it takes three rows, it slides up out of view while the page is scrolled down
// past the threshold (useScrolledAway), unless the keyboard is in it.
export const header = style([
  topBar,
  {
    flexWrap: 'wrap',
    height: 'auto',
    minHeight: '3.5rem',
    padding: '0.5rem 1rem',
    '@media': {
      [small]: {
        transition: 'transform 0.2s ease-out',
        selectors: { '&[data-scrolled-away]:not(:focus-within)': { transform: 'translateY(-100%)' } },
      },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
]);

export const brand = style([frameBrand, { flex: '0 1 auto' }]);

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  marginInlineStart: 'auto',
});

export const search = style({
  display: 'flex',
  flex: '1 1 16rem',
  maxWidth: '28rem',
  gap: '0.25rem',
  '@media': { [small]: { order: 10, flexBasis: '100%', maxWidth: 'none' } },
});

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  padding: '0.4rem 0.6rem',
  ...outlinedControl,
  fontSize: '0.9375rem',
});

export const menuIcon = style({ marginInlineEnd: '0.35rem' });

// Shown only on a screen wide enough for the whole header on one row.
export const roomyOnly = style({ '@media': { 'screen and (max-width: 1399px)': { display: 'none' } } });

// The bar's buttons on one line each; a little tighter on a small screen, where they share a row.
export const headerButton = style([
  barButton,
  { whiteSpace: 'nowrap', '@media': { [small]: { padding: '0.3rem 0.5rem', fontSize: '0.8125rem' } } },
]);

// Lists inside the header's panels and the side menu.
export const list = style(stackedList('0.125rem'));
export const nested = style([list, { paddingInlineStart: '1rem' }]);

const itemLook = {
  display: 'block',
  width: '100%',
  padding: '0.45rem 0.5rem',
  borderRadius: vars.radius.button,
  color: vars.color.primaryText,
  textAlign: 'start',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:focus-visible': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: '-2px' },
  },
} as const;

export const item = style(itemLook);

export const treeRow = style({ display: 'flex', alignItems: 'center', gap: '0.25rem' });

export const expander = style([
  itemLook,
  { width: '2rem', flex: 'none', textAlign: 'center', fontWeight: 700, color: vars.color.text },
]);

export const groupTitle = style([itemLook, { color: vars.color.text, fontWeight: 700 }]);

export const sectionHeading = style({
  margin: '1rem 0 0.25rem',
  fontSize: '0.875rem',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

// The footer: the trail on the page's surface (its link colours are drawn for it), then the tenant's line.
export const footer = style({ marginTop: 'auto' });

export const footerTrail = style({
  padding: '0.75rem 1rem',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

// The learning home's main area: at least a screen tall (LearningFrame).
export const screenful = style({ minHeight: '100dvh' });
