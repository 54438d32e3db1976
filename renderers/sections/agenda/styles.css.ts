import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { tonedPair } from '../../../src/ui/cards/shared.css';
import { focusRing, stackedList, wrapRow } from '../../../src/theme/primitives';

const narrow = 'screen and (max-width: 40rem)';

export const agenda = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '0.75rem',
  fontFamily: vars.font.body,
});

export const toolbar = style({ ...wrapRow('0.5rem'), alignItems: 'center' });

const button = {
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.button,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
} as const;

export const navButton = style({
  ...button,
  width: '2.75rem',
  height: '2.75rem',
  fontSize: '1.5rem',
  lineHeight: 1,
});

export const todayButton = style({ ...button, height: '2.75rem', padding: '0 1rem', fontWeight: 600 });

export const monthTitle = style({
  margin: 0,
  minWidth: '12rem',
  textAlign: 'center',
  color: vars.color.itemText,
  fontFamily: vars.font.firstItemText,
  fontSize: vars.fontSize.firstItemText,
  // On a phone the month takes the room between its two arrows instead of pushing the next one onto
  // a line of its own (12 rem and both arrows are wider than a 375 px page's box).
  '@media': { [narrow]: { minWidth: 0, flex: '1 1 0' } },
});

export const filter = style({
  ...wrapRow('0.5rem'),
  margin: 0,
  padding: 0,
  border: 0,
});

export const filterLegend = style({
  marginBottom: '0.375rem',
  fontWeight: 600,
  color: vars.color.text,
  padding: 0,
});

export const filterChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '2.5rem',
  padding: '0 0.875rem 0 0.625rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': focusRing },
});

export const filterBox = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.primary,
});

export const swatch = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '50%',
  background: tonedPair.background,
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const weekday = style({
  padding: '0.5rem 0.25rem',
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: vars.color.textMuted,
  textTransform: 'capitalize',
});

export const abbr = style({ textDecoration: 'none' });

export const day = style({
  height: '6.5rem',
  padding: '0.25rem',
  verticalAlign: 'top',
  border: `1px solid ${vars.color.border}`,
  '@media': { [narrow]: { height: '3.75rem', padding: '0.125rem' } },
});

export const otherMonth = style({ background: vars.color.background, color: vars.color.textMuted });

export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.75rem',
  height: '1.75rem',
  borderRadius: '999px',
  fontSize: '0.875rem',
});

export const today = style({ background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 });

export const chips = style(stackedList('0.125rem'));

// At least 24 px high (WCAG 2.5.8 target size). On a phone the grid has no room for titles: the
// chips give way to colour bars and the list under the grid is what the learner taps.
export const chip = style({
  ...tonedPair,
  display: 'block',
  width: '100%',
  minHeight: '1.5rem',
  padding: '0.125rem 0.375rem',
  border: 0,
  borderRadius: '4px',
  font: 'inherit',
  fontSize: '0.75rem',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [narrow]: { display: 'none' } },
});

export const dot = style({
  display: 'none',
  height: '0.375rem',
  borderRadius: '999px',
  background: tonedPair.background,
  '@media': { [narrow]: { display: 'block' } },
});

export const list = style({ display: 'grid', gap: '0.5rem' });

export const listTitle = style({ margin: 0, color: vars.color.itemText, fontSize: '1rem' });

export const listItems = style(stackedList('0.5rem'));
