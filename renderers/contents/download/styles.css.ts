import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../src/theme/contract.css';
import { focusRing, surfaceCard } from '../../../src/theme/primitives';
import { contentDescription } from '../../../src/ui/styleParts';

export const card = style({
  display: 'grid',
  gap: '1rem',
  justifyItems: 'start',
  maxWidth: '40rem',
  margin: '0.75rem auto',
  padding: '1rem',
  ...surfaceCard,
});

export const description = style(contentDescription);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.5rem 0.75rem',
  margin: 0,
  width: '100%',
  color: vars.color.text,
});

// Each name-value pair is wrapped in a div (valid in a dl); the pairs share the dl's two columns.
export const fact = style({ display: 'contents' });

globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontWeight: 600 });
globalStyle(`${fact} dd`, { margin: 0 });

export const name = style({ overflowWrap: 'anywhere' });

export const button = style({
  display: 'inline-block',
  padding: '0.7rem 1.5rem',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.button,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const unavailable = style({ padding: '2rem 1rem', textAlign: 'center', color: vars.color.textMuted });
