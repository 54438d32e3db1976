import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, surfaceCard } from '../../theme/primitives';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.75rem',
  maxWidth: '32rem',
  margin: '0 auto',
  padding: '2rem 1rem',
  ...surfaceCard,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
});

export const name = style({ margin: 0, fontSize: '1.5rem', overflowWrap: 'anywhere' });

export const email = style({ margin: 0, overflowWrap: 'anywhere' });

export const label = style({ color: vars.color.textMuted });

export const link = style({
  color: vars.color.primaryText,
  fontWeight: 600,
  selectors: { '&:focus-visible': focusRing },
});

export const missing = style({ margin: 0, color: vars.color.textMuted });
