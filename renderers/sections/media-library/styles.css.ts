import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { itemDescription, itemName, linkCard } from '../../../src/ui/styleParts';
import { focusRing, stackedList, surfaceCard } from '../../../src/theme/primitives';

export const view = style({ display: 'grid', gap: '0.75rem', padding: '0.75rem' });

export const picker = style({ display: 'grid', gap: '0.75rem', padding: '0.75rem' });

export const pickerTitle = style({
  margin: 0,
  color: vars.color.itemText,
  fontFamily: vars.font.firstItemText,
  fontSize: vars.fontSize.firstItemText,
});

export const libraries = style(stackedList('0.75rem'));

export const library = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '1rem',
  ...linkCard,
});

export const libraryName = style(itemName);

export const libraryDescription = style(itemDescription);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  ...surfaceCard,
  fontFamily: vars.font.body,
});

export const headCell = style({
  padding: '0.625rem 0.75rem',
  textAlign: 'left',
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

const phone = '(max-width: 30rem)';

export const nameCell = style({
  padding: '0.625rem 0.75rem',
  width: '100%',
  '@media': { [phone]: { paddingInline: '0.5rem' } },
});

// The date keeps one line; the name wraps instead (long file names). On a phone the time goes under
// the date, so the name keeps room for whole words ('Regulame nto de certificaçã o.pdf' at 375 px).
export const dateCell = style({
  padding: '0.625rem 0.75rem',
  whiteSpace: 'nowrap',
  '@media': { [phone]: { whiteSpace: 'normal', paddingInline: '0.5rem' } },
  ...itemDescription,
  textAlign: 'right',
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontSize: vars.fontSize.itemText,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: '4px',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
  flex: 'none',
  fill: 'none',
  stroke: vars.color.primaryText,
  strokeWidth: 1.6,
  strokeLinejoin: 'round',
});
