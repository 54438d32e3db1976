import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { errorText, wrapRow } from '../../theme/primitives';
import { outlinedControl } from '../../ui/styleParts';

export const page = style({
  position: 'relative',
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: '1.5rem 1rem',
  background: vars.color.primary,
  overflow: 'hidden',
});

export const position = styleVariants({
  top: { justifyContent: 'flex-start' },
  middle: { justifyContent: 'center' },
  bottom: { justifyContent: 'flex-end' },
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const card = style({
  position: 'relative',
  width: '100%',
  maxWidth: '24rem',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
  padding: '2rem 1.5rem',
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.25)',
  display: 'grid',
  gap: '1rem',
});

// Tenant logos are drawn for light backgrounds: a light chip keeps any of them readable here.
export const logo = style({
  position: 'relative',
  maxHeight: '4.5rem',
  maxWidth: '100%',
  width: 'auto',
  marginBottom: '1rem',
  padding: '0.5rem 0.9rem',
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  boxShadow: '0 6px 18px rgb(0 0 0 / 0.2)',
});
export const title = style({ margin: 0, fontSize: '1.35rem', textAlign: 'center' });

export const field = style({ display: 'grid', gap: '0.35rem', fontWeight: 600, fontSize: '0.9rem' });
export const input = style({
  ...outlinedControl,
  fontWeight: 400,
  fontSize: '1rem',
  padding: '0.7rem 0.8rem',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const primary = style({
  font: 'inherit',
  fontWeight: 700,
  padding: '0.75rem 1rem',
  border: 0,
  borderRadius: vars.radius.button,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});

export const secondary = style([
  primary,
  { background: 'transparent', color: vars.color.primaryText, border: `1px solid ${vars.color.border}` },
]);
export const buttons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.75rem' });

export const links = style({
  ...wrapRow('0.5rem'),
  justifyContent: 'space-between',
});
export const link = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  fontSize: '0.9rem',
  color: vars.color.primaryText,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const error = style({ ...errorText, fontSize: '0.9rem' });
export const hint = style({ margin: 0, fontSize: '0.9rem', color: vars.color.textMuted });

/** content-app.md 8: the PIN error "in a warning card". */
export const warning = style({
  ...errorText,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.surface,
});
