import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: '1rem',
  padding: '0.75rem',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  height: '100%',
  boxSizing: 'border-box',
  padding: '1rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const kind = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.button,
  background: vars.color.fourth,
  color: vars.color.onFourth,
  fontFamily: vars.font.body,
  fontSize: '0.75rem',
  fontWeight: 600,
});

export const title = style({
  margin: 0,
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontSize: vars.fontSize.itemText,
  fontWeight: 600,
  lineHeight: 1.3,
});

// The title's link covers the whole card (::after): one big target named by the title.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.card },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '-3px' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const meta = style({
  margin: 0,
  marginTop: 'auto',
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.8125rem',
});
