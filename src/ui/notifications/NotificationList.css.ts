import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gap: '0.75rem', maxWidth: '48rem' });

export const row = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: '0.875rem 1rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.card,
});

export const title = style({
  margin: 0,
  color: vars.color.itemText,
  fontFamily: vars.font.itemText,
  fontSize: vars.fontSize.itemText,
  fontWeight: 600,
  lineHeight: 1.3,
});

// The title's link covers the whole row (::after), so the row is one target named by its title.
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

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.itemDescription,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const description = style({
  margin: 0,
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: vars.fontSize.itemDescription,
  lineHeight: 1.4,
});
