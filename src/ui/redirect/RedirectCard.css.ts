import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: '1rem',
  justifyItems: 'start',
  maxWidth: '36rem',
  padding: '1.25rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const intro = style({
  margin: 0,
  color: vars.color.itemDescription,
  fontFamily: vars.font.itemDescription,
  fontSize: vars.fontSize.itemDescription,
  lineHeight: 1.5,
});

export const notice = style({
  margin: 0,
  padding: '2rem 1rem',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
});

const button = style({
  border: '2px solid transparent',
  borderRadius: vars.radius.button,
  padding: '0.6rem 1.25rem',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primaryText}`, outlineOffset: '2px' },
  },
});

export const primary = style([button, { background: vars.color.primary, color: vars.color.onPrimary }]);

export const secondary = style([
  button,
  { background: vars.color.surface, color: vars.color.primaryText, borderColor: vars.color.primaryText },
]);

// Drawn in the top layer by showModal(); the scrim is neutral, not a brand colour: it only dims
// the page behind the question.

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: '0.75rem',
  flexWrap: 'wrap',
});
