// Pieces the store home (renderers/sections/store) and the store screens share.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { errorText, focusRing } from '../../theme/primitives';
import { cardTag } from '../../ui/styleParts';

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: '2.75rem',
  padding: '0.625rem 1.25rem',
  borderRadius: vars.radius.button,
  font: 'inherit',
  fontFamily: vars.font.body,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  boxSizing: 'border-box',
} as const;

/** The primary and secondary buttons' focus ring, and their look while they cannot be pressed. */
const actionButtonStates = {
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
};

export const primaryButton = style({
  ...buttonBase,
  border: 0,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: actionButtonStates,
});

export const secondaryButton = style({
  ...buttonBase,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  selectors: actionButtonStates,
});

export const backButton = style({
  ...buttonBase,
  justifySelf: 'start',
  minHeight: '2.5rem',
  padding: '0.375rem 0.75rem',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});

export const badge = style({
  ...cardTag,
  fontWeight: 700,
});

export const price = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '1.125rem',
  fontWeight: 700,
});

export const page = style({
  display: 'grid',
  gap: '1rem',
  maxWidth: '56rem',
  margin: '0 auto',
  padding: '1rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const heading = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.25 });

export const alert = style(errorText);
