// The journey's frame and the shapes its tabs share: a list of rows on any width (no table to scroll
// sideways at 375 px), facts as label and value, and the actions of a row.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, rowCard, rowList, rowTitle as rowTitleRule, wrapRow } from '../../theme/primitives';
import { linkButton } from '../../ui/styleParts';

// One column that may shrink below its content's width: the tab list scrolls within it at 375 px
// instead of widening the page.
export const screen = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1rem' });

export const title = style({ margin: 0, fontSize: '1.5rem', color: vars.color.onBackground });

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  paddingBlock: '1rem',
});

export const rows = style(rowList);

export const row = style(rowCard);

export const rowTitle = style(rowTitleRule);

export const facts = style({
  ...wrapRow('0.25rem 1.5rem'),
  margin: 0,
  fontSize: '0.9375rem',
});

export const fact = style({ display: 'flex', gap: '0.375rem', minWidth: 0 });

export const factLabel = style({ fontWeight: 600 });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, fontSize: '0.9375rem' });

export const actions = style(wrapRow('0.5rem'));

export const filters = style({
  ...wrapRow('0.5rem 1.25rem'),
  border: 0,
  margin: 0,
  padding: 0,
  color: vars.color.onBackground,
});

export const legend = style({ fontWeight: 600, marginBottom: '0.5rem', padding: 0 });

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '44px',
});

export const status = style({ margin: 0, color: vars.color.onBackground });

export const progress = style({ width: '100%', maxWidth: '16rem', accentColor: vars.color.primary });

// A table as wide as its columns need, scrolling within this box (never the page) on a narrow screen.
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });

export const tableAction = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const actionButton = style({
  ...linkButton,
  minHeight: '2.75rem',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});
